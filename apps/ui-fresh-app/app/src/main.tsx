// First: Vite's template stylesheet (written by the test), whose `@layer` statement orders the app's layer before ui's.
import './index.css';
import '@fabrique/ui/fonts.css';
import '@fabrique/ui/base.css';
import '@fabrique/ui/styles.css';
import './theme.css';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

createRoot(document.getElementById('root')!).render(<App />);
