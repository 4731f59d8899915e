'use client';
import { Interactive } from '../../shared/Interactive';

/** A client page: the components that take a function, and the interactive ones. */
export default function InteractivePage() {
  return <Interactive />;
}
