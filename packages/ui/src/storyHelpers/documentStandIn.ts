/**
 * A stand-in for an embedded document: a small HTML page styled like a catalogue cover.
 * Chromium's PDF viewer paints asynchronously, which would make screenshots of a real PDF differ from run to run.
 */
export function documentStandInUrl(title: string, subtitle: string): string {
  const escape = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escape(title)}</title><style>
body{margin:0;background:#525659;font:16px system-ui,sans-serif;display:flex;justify-content:center;padding:32px}
main{width:min(595px,100%);aspect-ratio:595/842;background:#0b1026;color:#fff;padding:56px;box-sizing:border-box}
p{margin:0;color:#ff5a4e;font-weight:700;letter-spacing:.12em;text-transform:uppercase;font-size:13px}
h1{margin:16px 0 0;font-size:40px;line-height:1.1}
</style></head><body><main><p>${escape(subtitle)}</p><h1>${escape(title)}</h1></main></body></html>`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}
