/**
 * One instant for the whole build: pages, PDFs and calendars. SOURCE_DATE_EPOCH makes builds reproducible; without it the
 * first reader fixes it in the environment, so the config, the prerender and both Vite builds of one process agree.
 */
process.env.SOURCE_DATE_EPOCH ||= String(Math.floor(Date.now() / 1000));

export const buildEpochSeconds = Number(process.env.SOURCE_DATE_EPOCH);
export const buildDate = new Date(buildEpochSeconds * 1000);
