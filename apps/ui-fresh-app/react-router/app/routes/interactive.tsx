import { Interactive } from '../../shared/Interactive';

export default function InteractivePage() {
  return <Interactive />;
}
