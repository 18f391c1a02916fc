import type { Route } from "./+types/catalogue-google";
import { answerFeed } from "~/features/social/feeds.server";

/** `/catalogue/google.xml`: the site's catalogue for Google's free listings (Merchant Center), Expert only. */
export function loader({ request, context }: Route.LoaderArgs) {
  return answerFeed("google", request, context);
}
