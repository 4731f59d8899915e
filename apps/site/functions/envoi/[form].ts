// Cloudflare Pages Function of the site's own origin: every form of the site posts here as plain HTML (server/form-post.ts).
import { handleFormPost, type FormRelayEnv } from '../../server/form-post.ts';

export const onRequest: PagesFunction<FormRelayEnv, 'form'> = (context) => handleFormPost(context);
