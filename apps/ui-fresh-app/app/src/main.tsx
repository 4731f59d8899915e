import '@fabrique/ui/fonts.css';
import '@fabrique/ui/base.css';
import '@fabrique/ui/styles.css';
import './theme.css';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

createRoot(document.getElementById('root')!).render(<App />);
