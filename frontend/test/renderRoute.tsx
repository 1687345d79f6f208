/** Renders a route's page as the site does, with its loader's data and its head (through <Meta>, as the document renders it). */
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub, Meta, Outlet, type MetaFunction } from 'react-router';
import { theme } from '../app/lib/theme';

interface RouteToRender {
  /** The route's id in the data, e.g. "routes/article". */
  id: string;
  /** The route's path pattern and the address shown (with its query, if any). */
  path: string;
  url?: string;
  loaderData: unknown;
  /** The route's default export; route modules type their props, hence the loose type. */
  Component: unknown;
  /** The route's own typed meta, handed to a stub route that does not know its loader. */
  meta?: unknown;
}

/** Resolves once the page's h1 is there. */
export async function renderRoute({ id, path, url = path, loaderData, Component, meta }: RouteToRender) {
  const Page = Component as ComponentType<{ loaderData: unknown }>;
  const Stub = createRoutesStub([
    {
      id: 'root',
      Component: () => (
        <>
          <Meta />
          <Outlet />
        </>
      ),
      children: [
        { id, path, meta: meta as MetaFunction | undefined, Component: () => <Page loaderData={loaderData} /> },
      ],
    },
  ]);
  render(
    <ThemeProvider theme={theme}>
      <Stub initialEntries={[url]} hydrationData={{ loaderData: { [id]: loaderData } }} />
    </ThemeProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
}
