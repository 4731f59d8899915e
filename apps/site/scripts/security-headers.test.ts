import { describe, expect, it } from 'vitest';
import { framingPolicy, headersFile, parseHeadersFile } from './security-headers.mjs';

describe('parseHeadersFile', () => {
  it('lets a later matching rule replace the value of an earlier one', () => {
    const headersFor = parseHeadersFile(
      ['/*', '  X-Frame-Options: DENY', '  X-Test: page', '', '/docs/*', '  x-test: docs'].join('\n'),
    );
    expect(headersFor('/docs/a')).toEqual({ 'X-Frame-Options': 'DENY', 'x-test': 'docs' });
    expect(headersFor('/other')).toEqual({ 'X-Frame-Options': 'DENY', 'X-Test': 'page' });
  });

  it('removes a header gathered from earlier rules on `! Name`, and only for the paths of that rule', () => {
    const text = [
      '# comment',
      '/*',
      '  X-Frame-Options: DENY',
      '  X-Robots-Tag: noindex',
      '',
      '/public/*',
      '  ! x-robots-tag',
    ].join('\n');
    const headersFor = parseHeadersFile(text);
    expect(headersFor('/public/page')).toEqual({ 'X-Frame-Options': 'DENY' });
    expect(headersFor('/private')).toEqual({ 'X-Frame-Options': 'DENY', 'X-Robots-Tag': 'noindex' });
  });
});

describe('headersFile', () => {
  const text = headersFile();
  const headersFor = parseHeadersFile(text);

  it('detaches the page framing headers in the PDF rule, before setting its own', () => {
    const pdfRule = text.slice(text.indexOf('/*.pdf')).split('\n\n')[0]?.split('\n');
    expect(pdfRule).toEqual([
      '/*.pdf',
      '  ! Content-Security-Policy',
      '  ! X-Frame-Options',
      `  Content-Security-Policy: ${framingPolicy.pdf}`,
      '  X-Frame-Options: SAMEORIGIN',
    ]);
  });

  it("gives a PDF exactly one policy, framed by the site's own pages", () => {
    const headers = headersFor('/documents/catalogue-csia.pdf');
    const policies = Object.entries(headers).filter(([name]) => name.toLowerCase() === 'content-security-policy');
    expect(policies).toEqual([['Content-Security-Policy', framingPolicy.pdf]]);
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'self'");
    expect(headers['Content-Security-Policy']).not.toContain("frame-ancestors 'none'");
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(headers['Strict-Transport-Security']).toBeDefined();
  });

  it('keeps pages unframeable', () => {
    expect(headersFor('/csia/catalogue')).toMatchObject({
      'Content-Security-Policy': framingPolicy.page,
      'X-Frame-Options': 'DENY',
    });
  });
});
