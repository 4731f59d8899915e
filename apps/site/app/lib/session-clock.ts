/**
 * The visitor's day in Paris, 'yyyy-mm-dd', as plain arithmetic on the EU summer-time rule (UTC+2 from the last Sunday
 * of March to the last Sunday of October, both at 01:00 UTC; UTC+1 otherwise): the clock script runs before the first
 * paint, where `Intl.DateTimeFormat` with a time zone costs 10–170 ms of main thread to load its zone data on our
 * machines, four times that under Lighthouse's mobile CPU. Its test holds it to content's `parisToday` (Intl) hour by
 * hour; should the EU end summer time, this is the one place to change.
 */
export const parisDaySource =
  'function(n){var y=n.getUTCFullYear();function e(m){var d=new Date(Date.UTC(y,m+1,0,1));d.setUTCDate(d.getUTCDate()-d.getUTCDay());return d}return new Date(n.getTime()+(n>=e(2)&&n<e(9)?72e5:36e5)).toISOString().slice(0,10)}';

/**
 * The page's clock script, inlined in <head> (hashed into the CSP like every inline script): before the first paint it
 * reads the visitor's day in Paris and hides what the prerender showed for days now gone (`data-until` before today)
 * or still to come (`data-from` after today), through a constructed stylesheet (no inline style, no layout shift).
 * `data-clock` on <html> then tells the stylesheet to stop hiding the build's inactive variants (`data-inactive`):
 * the date bounds decide alone. Without scripts the build's choice stands.
 */
export function sessionClockScript(days: readonly string[]): string {
  return `(function(){try{var t=(${parisDaySource})(new Date()),d=${JSON.stringify(days)},r=[];d.forEach(function(x){if(x<t)r.push('[data-until="'+x+'"]');if(x>t)r.push('[data-from="'+x+'"]')});var s=new CSSStyleSheet();s.replaceSync(r.length?r.join(",")+"{display:none!important}":"");document.adoptedStyleSheets=document.adoptedStyleSheets.concat(s);document.documentElement.setAttribute("data-clock",t)}catch(e){}})()`;
}
