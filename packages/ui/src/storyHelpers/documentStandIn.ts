/**
 * A stand-in for an embedded document: a small HTML page drawn like a catalogue cover, with bars where its lines of
 * text would be. Chromium's PDF viewer paints asynchronously, which would make screenshots of a real PDF differ from
 * run to run; and a framed page cannot wait for our fonts, so real words there would fall back to a system font.
 */
export function documentStandInUrl(title: string): string {
  const escape = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escape(title)}</title><style>
body{margin:0;background:#525659;display:flex;justify-content:center;padding:32px}
main{width:min(595px,100%);aspect-ratio:595/842;background:#0b1026;padding:56px;box-sizing:border-box}
i{display:block;height:14px;width:40%;background:#ff5a4e;border-radius:2px}
b{display:block;height:36px;margin-top:20px;background:#fff;border-radius:3px}
b+b{width:62%;margin-top:12px}
</style></head><body><main><i></i><b></b><b></b></main></body></html>`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}
