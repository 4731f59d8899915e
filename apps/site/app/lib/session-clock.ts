/**
 * The page's clock script, inlined in <head> (hashed into the CSP like every inline script): before the first paint it
 * reads the visitor's day in Paris and hides what the prerender showed for days now gone (`data-until` before today)
 * or still to come (`data-from` after today), through a constructed stylesheet (no inline style, no layout shift).
 * `data-clock` on <html> then tells the stylesheet to stop hiding the build's inactive variants (`data-inactive`):
 * the date bounds decide alone. Without scripts the build's choice stands.
 */
export function sessionClockScript(days: readonly string[]): string {
  return `(function(){try{var t=new Intl.DateTimeFormat("en-CA",{timeZone:"Europe/Paris",year:"numeric",month:"2-digit",day:"2-digit"}).format(new Date()),d=${JSON.stringify(days)},r=[];d.forEach(function(x){if(x<t)r.push('[data-until="'+x+'"]');if(x>t)r.push('[data-from="'+x+'"]')});var s=new CSSStyleSheet();s.replaceSync(r.length?r.join(",")+"{display:none!important}":"");document.adoptedStyleSheets=document.adoptedStyleSheets.concat(s);document.documentElement.setAttribute("data-clock",t)}catch(e){}})()`;
}
