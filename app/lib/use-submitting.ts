import { useNavigation } from "react-router";

/**
 * Whether a form of the page is being sent: true from the press until the next page shows, a
 * redirect after a success included (a page with one form; one with several tells them apart by intent).
 */
export function useSubmitting(): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData !== undefined;
}
