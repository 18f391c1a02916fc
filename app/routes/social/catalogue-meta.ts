import type { Route } from "./+types/catalogue-meta";
import { answerFeed } from "~/features/social/feeds.server";

/** `/catalogue/meta.csv`: the site's catalogue for Meta's shops (Facebook, Instagram), Expert only. */
export function loader({ request, context }: Route.LoaderArgs) {
  return answerFeed("meta", request, context);
}
