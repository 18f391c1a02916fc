import { z } from "~/lib/zod";

/** The login form: shared by the form and the action. */
export const loginSchema = z.object({
  email: z.string().trim().email("Email invalide"),
  password: z.string().min(6, "Le mot de passe doit contenir au moins 6 caractères"),
});

export type LoginFields = { email: string; password: string };

/** A refused sign-in's toast title (its text is the server's message). */
export const LOGIN_FAILURE_TITLE = "Échec de l'authentification";
