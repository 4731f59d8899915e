// SmartLink: internal paths through the app's link component; a new tab, a download or another site as a plain anchor.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LinkProvider, SmartLink, type LinkComponentProps } from './LinkProvider.tsx';

function RouterLink({ href, children, ...props }: LinkComponentProps) {
  return (
    <a data-router="" href={href} {...props}>
      {children}
    </a>
  );
}

const render = (link: LinkComponentProps) =>
  renderToStaticMarkup(
    <LinkProvider component={RouterLink}>
      <SmartLink {...link} />
    </LinkProvider>,
  );

describe('SmartLink', () => {
  it("routes an internal path through the app's link component", () => {
    expect(render({ href: '/formations', children: 'Formations' })).toContain('data-router');
    expect(render({ href: '/formations', target: '_self', children: 'Formations' })).toContain('data-router');
  });

  it('leaves a new tab, a download and another site to the browser: no client-side navigation, no prefetch', () => {
    expect(render({ href: '/programme.pdf', target: '_blank', children: 'PDF' })).not.toContain('data-router');
    expect(render({ href: '/programme.pdf', download: true, children: 'PDF' })).not.toContain('data-router');
    expect(render({ href: 'https://example.com/', children: 'Ailleurs' })).not.toContain('data-router');
  });
});
