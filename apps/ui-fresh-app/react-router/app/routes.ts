import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [index('routes/home.tsx'), route('interactive', 'routes/interactive.tsx')] satisfies RouteConfig;
