import { addons } from 'storybook/manager-api';
import { catalogueTheme } from './catalogue-theme.ts';

addons.setConfig({ theme: catalogueTheme });
