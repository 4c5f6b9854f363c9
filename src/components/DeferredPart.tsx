import { lazy, Suspense, type ComponentType } from "react";
import { ServerHtml } from "./ServerHtml";

/**
 * A part of a document page whose code a first visit never runs. The first hydration keeps the
 * server's HTML (ServerHtml), so the browser needs the part's component only after a client-side
 * navigation: it comes from its own chunk (`load`), which webpack prefetches at the lowest priority
 * once the page's chunk has loaded, as Gatsby prefetches the pages a visitor may open next.
 *
 * Gatsby's HTML build renders the component in place (`onServer`, required only when
 * `process.env.BUILD_STAGE` is "build-html", so the browser's chunk does not carry it): a lazy
 * component would make the render wait, and Gatsby renders two pages at once, whose react-helmet
 * head tags would then mix.
 */
export const deferredPart = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  onServer: ComponentType<P> | undefined,
) => {
  // Typed by P below: TypeScript cannot reduce lazy()'s managed props for a generic P.
  const Part = (onServer ??
    lazy(() => load().then((component) => ({ default: component })))) as unknown as ComponentType<object>;
  const DeferredPart = (props: P) => (
    <ServerHtml>
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    </ServerHtml>
  );
  return DeferredPart;
};
