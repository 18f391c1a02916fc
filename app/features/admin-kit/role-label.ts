/** A user's role as the back-office shows it (the shell's user menu, the account and site screens). */
export function roleLabel(role: string): "Administrateur" | "Utilisateur" {
  return role === "admin" ? "Administrateur" : "Utilisateur";
}
