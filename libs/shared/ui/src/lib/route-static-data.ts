/**
 * Route `staticData` of the web app: every route may carry the page title used for `document.title`
 * (seeds 000 §2 "The page title is the route title plus the service-centre name suffix"), the
 * route log and the workbench's page heading.
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Page title, e.g. 政策超市. */
    title?: string;
  }
}

export {};
