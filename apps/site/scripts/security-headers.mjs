import { createHash } from 'node:crypto';
import { deferredScriptType, speculationRules, starterPath } from './deferred-hydration.mjs';

/** Headers every answer of the site carries, on any static host and from the local server. */
export const commonHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * The header policy: what a meta tag cannot say (framing), and where forms may post, for answers that carry no page
 * policy of their own (the form relay's plain-text refusals). PDFs may be framed by our own pages only.
 */
export const framingPolicy = {
  page: "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
  pdf: "frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
};

/** The inline scripts of a prerendered page, the parked router bootstrap included (not JSON-LD data blocks, which never execute). */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (/\ssrc=/.test(attributes)) continue;
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
    if (type && type !== 'module' && type !== 'text/javascript' && type !== deferredScriptType) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

export function scriptHash(source) {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * The page's own policy: its inline scripts by hash, and the speculation rules its starter writes (on load and on the first intent)
 * (inline speculation rules are scripts to CSP), no 'unsafe-inline' script, backend calls to the functions only.
 */
export function pagePolicy(html, { functionsOrigin }) {
  const scripts = inlineScripts(html);
  if (html.includes(`src="${starterPath}"`)) scripts.push(speculationRules.press, speculationRules.intent);
  const hashes = [...new Set(scripts.map(scriptHash))];
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self'",
    // React writes style attributes for a few dynamic values (carousel positions, parallax): attributes only.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${functionsOrigin}`,
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Puts the page's policy first in <head>, before any script can run. */
export function injectPolicy(html, policy) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  if (html.includes('http-equiv="Content-Security-Policy"')) return html;
  return html.replace(/<head>/, `<head>${meta}`);
}

/**
 * A `_headers` file (Cloudflare Pages syntax) that the local server reads too. Hosts join the values of a header set by
 * several matching rules, so the PDF rule first detaches (`! Name`) the page framing headers it replaces.
 */
export function headersFile() {
  const block = (path, headers, detached = []) =>
    [
      path,
      ...detached.map((name) => `  ! ${name}`),
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ].join('\n');
  const pdfFraming = { 'Content-Security-Policy': framingPolicy.pdf, 'X-Frame-Options': 'SAMEORIGIN' };
  return (
    [
      block('/*', { ...commonHeaders, 'Content-Security-Policy': framingPolicy.page, 'X-Frame-Options': 'DENY' }),
      block('/*.pdf', pdfFraming, Object.keys(pdfFraming)),
      block('/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
    ].join('\n\n') + '\n'
  );
}

/**
 * Reads a `_headers` file: the headers of every rule whose path matches, in order, a later value of a header replacing
 * an earlier one and `! Name` removing the one gathered so far (so '/*.pdf' relaxes framing for PDFs).
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), entries: [] });
    else if (line.trim().startsWith('!'))
      rules.at(-1).entries.push({ name: line.trim().slice(1).trim(), detach: true });
    else {
      const separator = line.indexOf(':');
      rules.at(-1).entries.push({ name: line.slice(0, separator).trim(), value: line.slice(separator + 1).trim() });
    }
  }
  return (pathname) => {
    /** @type {Record<string, string>} */
    const headers = {};
    // Header names are case-insensitive: a rule's value or detach replaces the header whatever its spelling.
    const remove = (name) => {
      for (const key of Object.keys(headers)) if (key.toLowerCase() === name.toLowerCase()) delete headers[key];
    };
    for (const rule of rules) {
      const pattern = new RegExp(`^${rule.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      if (!pattern.test(pathname)) continue;
      for (const entry of rule.entries) {
        remove(entry.name);
        if (!entry.detach) headers[entry.name] = entry.value;
      }
    }
    return headers;
  };
}
