/**
 * npm run seed            creates the demo content when it is missing
 * npm run seed -- --reset deletes the demo sites and accounts' sites, then creates them again
 */
import { runCli } from "./cli";
import { seedDemo } from "~/features/demo/seed-demo.server";

const reset = process.argv.includes("--reset");

await runCli(async (services) => {
  const result = await seedDemo(services, { reset });
  console.log(result.created ? "Contenu de démonstration créé." : "Le contenu de démonstration existe déjà (utilisez --reset pour le recréer).");
});
