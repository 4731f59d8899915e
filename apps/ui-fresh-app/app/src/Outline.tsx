import { Heading } from '@fabrique/ui';

/** A deep outline: levels 1 to 6, each size chosen apart from its level. Not on the page, which stops at h2. */
export function Outline() {
  return (
    <>
      <Heading level={5}>Fifth level</Heading>
      <Heading level={6} size="h3">
        Sixth level, the size of an h3
      </Heading>
    </>
  );
}
