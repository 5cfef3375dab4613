import { Suspense, useEffect } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { trackPageView } from '@/lib/analytics';
import { PageHeadSync } from './page-head-sync';
import { lazyWithQueryClient } from '@/lib/deferred-query';
import { useGuardedLocation } from '@/lib/navigation-guard';
import { LandingRoute } from './routes/landing';
import { PageLoading } from './routes/page-loading';

// Every route but `/` is a separate chunk, so the landing page loads none of them. The staff
// area is one frame (back-office) whose sections are chunks of their own.
// Each comes with React Query (lib/deferred-query), which the landing page loads only later.
const BackOfficeRoute = lazyWithQueryClient(() => import('./routes/back-office').then((module) => module.default));
const LoginRoute = lazyWithQueryClient(() => import('./routes/login').then((module) => module.default));
const RegisterRoute = lazyWithQueryClient(() => import('./routes/register').then((module) => module.default));
const ForgotPasswordRoute = lazyWithQueryClient(() => import('./routes/forgot-password').then((module) => module.default));
const AgexportRoute = lazyWithQueryClient(() => import('./routes/agexport').then((module) => module.default));
const NotFoundRoute = lazyWithQueryClient(() => import('./routes/not-found').then((module) => module.default));

function PageViews() {
  const [location] = useLocation();
  useEffect(() => trackPageView(location), [location]);
  return null;
}

export function AppRouter({ ssrPath }: { ssrPath?: string }) {
  return (
    // Every link and navigate() asks first while a page has unsaved edits (lib/navigation-guard).
    // oxlint-disable-next-line react/hooks -- wouter takes its location hook as a prop and calls it as a hook
    <Router ssrPath={ssrPath} hook={useGuardedLocation}>
      <PageViews />
      <PageHeadSync />
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path="/" component={LandingRoute} />
          <Route path="/admin/*?" component={BackOfficeRoute} />
          <Route path="/inventory" component={BackOfficeRoute} />
          <Route path="/login" component={LoginRoute} />
          <Route path="/register" component={RegisterRoute} />
          <Route path="/forgot-password" component={ForgotPasswordRoute} />
          <Route path="/agexport" component={AgexportRoute} />
          <Route component={NotFoundRoute} />
        </Switch>
      </Suspense>
    </Router>
  );
}
