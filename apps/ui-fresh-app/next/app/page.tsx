import { Showcase } from '../shared/Showcase';

/** A server page: every component that needs nothing from the client. */
export default function Home() {
  return <Showcase />;
}
