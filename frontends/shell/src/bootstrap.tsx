import { landingFirst } from './boot/first-paint';
import { mountApp } from './boot/mount';
import { hasSessionHint } from './boot/session-hint';
import { Root } from './root';
import { preloadApp } from './routes';

const first = landingFirst();
if (!first) preloadApp(hasSessionHint());
mountApp(document.getElementById('root')!, <Root landingFirst={first} />, first);
