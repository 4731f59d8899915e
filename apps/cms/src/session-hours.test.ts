// A new session starts with the organisation's usual day, 09:30 to 17:30: staff change it only when it differs.
import type { fields } from '@keystatic/core';
import { expect, it } from 'vitest';
import config from './keystatic.config.ts';

it('a new session’s daily hours default to 09:30–17:30', () => {
  const sessions = config.collections.courses.schema.sessions as ReturnType<typeof fields.array>;
  const hours = (sessions.element as ReturnType<typeof fields.object>).fields.dailyHours as ReturnType<
    typeof fields.object
  >;
  const defaults = Object.fromEntries(
    Object.entries(hours.fields).map(([key, field]) => [key, (field as { defaultValue(): unknown }).defaultValue()]),
  );
  expect(defaults).toEqual({ start: '09:30', end: '17:30' });
});
