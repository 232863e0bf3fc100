import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppProviders, createQueryClient } from '../app/app-providers';

/**
 * Where antd's styles go in the tests: an element outside the document. jsdom reads every style element of the
 * document again on each getComputedStyle call (testing-library's role and label queries, antd's own measuring),
 * and antd writes hundreds of rules as its components first render: a screen test took many times longer with
 * them (the product editor's parameter table most of all). No test asserts on a style; the whole web suite
 * passes the same either way.
 */
const detachedStyles = document.createElement('div');

/** antd's styles kept out of jsdom's document (see `detachedStyles`). */
export function WithoutStyles({ children }: { children: ReactNode }) {
  return <StyleProvider container={detachedStyles}>{children}</StyleProvider>;
}

/** Renders a router inside the app's providers, as the browser app would. */
export function renderRouter(router: ReturnType<typeof createMemoryRouter>): RenderResult {
  return render(
    <WithoutStyles>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </WithoutStyles>,
  );
}

/** Renders routes at a path inside the app's providers, as the browser app would. */
export function renderRoute(routes: RouteObject[], path: string): RenderResult {
  return renderRouter(createMemoryRouter(routes, { initialEntries: [path] }));
}
