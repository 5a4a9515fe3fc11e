import { createRoot } from 'react-dom/client';

/*
 * The entry holds React and nothing else of the app: the router and the route table (app/App.tsx) load
 * on every page but a first visit to /login, which shows the login page without them (issue 19: a
 * visitor's browser downloads at most 100 KiB before it can sign in) and fetches them once the visitor
 * starts typing.
 */
const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
const root = createRoot(element);

const loadApp = () => import('./app/App');
const startApp = () => loadApp().then(({ createApp }) => root.render(createApp()));

if (window.location.pathname === '/login') {
  void import('./pages/Login/standalone').then(({ standaloneLogin }) => {
    document.addEventListener('input', () => void loadApp(), { once: true, capture: true });
    root.render(
      standaloneLogin((to) => {
        window.history.replaceState(null, '', to);
        void startApp();
      }),
    );
  });
} else {
  void startApp();
}
