// The newsletter's e-mail link pages, with the link's token written into their form (server/link-page.ts).
import { withLinkToken } from '../../server/link-page.ts';

export const onRequestGet: PagesFunction = (context) => withLinkToken(context);
