import { useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import { Toaster, showToast } from "~/components/ui/toaster";
import { readToast } from "~/lib/toast.server";
import { useNonce } from "~/lib/nonce";
import { NotFoundPage } from "~/features/not-found/not-found-page";
import "./app.css";

export function links() {
  return [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { toast, clear } = await readToast(context.config, request);
  return data({ toast }, clear ? { headers: { "Set-Cookie": clear } } : undefined);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-white text-gray-900 antialiased">
        {children}
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>();
  useEffect(() => {
    if (toast) showToast({ title: toast.title, description: toast.description, variant: toast.type });
  }, [toast]);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const details = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : "";
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-semibold">Une erreur s'est produite</h1>
      <p className="text-gray-600">Veuillez réessayer dans un instant. Si le problème persiste, contactez le support.</p>
      {import.meta.env.DEV && details ? <pre className="max-w-full overflow-auto rounded bg-gray-100 p-3 text-left text-xs">{details}</pre> : null}
      <a className="underline" href="/">
        Retour à l'accueil
      </a>
    </main>
  );
}
