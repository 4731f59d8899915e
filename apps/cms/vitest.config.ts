import { mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.ts';
import { keystaticInNode } from './keystatic-entry-io.ts';

export default mergeConfig(shared, keystaticInNode);
