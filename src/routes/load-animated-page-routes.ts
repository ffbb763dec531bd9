// The mini app's page transitions, in their own chunk: started with the app when ZMPRouter is
// chosen (app.tsx), awaited by PageRoutes.
export const loadAnimatedPageRoutes = () => import('./animated-page-routes');
