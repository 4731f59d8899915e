import { Showcase } from '../../shared/Showcase';

export default function Home() {
  return <Showcase />;
}
