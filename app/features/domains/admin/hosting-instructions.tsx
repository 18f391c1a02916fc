import { useId } from "react";
import { Clock, Copy, Globe, KeyRound, MailCheck, ShieldCheck, Signpost } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { expectedRecords } from "~/features/domains/checks/expected-records";
import { RecordsToCreate } from "~/features/domains/admin/domain-state";

export type PlatformView = { host: string; ipv4: string | null; ipv6: string | null };

/**
 * "hosting instructions": what the merchant (or whoever holds their domain)
 * does so that the domain reaches the platform, how HTTPS comes, and how long it takes.
 */
export function HostingInstructions({ platform, isAdmin = true, available = true }: { platform: PlatformView; isAdmin?: boolean; available?: boolean }) {
  const titleId = useId();
  if (!isAdmin) return <OwnerGuide titleId={titleId} />;
  // The same records, and the same way of showing them, as each domain's line (domain-state.tsx).
  const target = { ipv4: platform.ipv4 ?? `l'adresse IP de ${platform.host}`, ipv6: platform.ipv6 ?? undefined, cname: platform.host };
  const records = [
    ...expectedRecords({ domain: "exemple.fr", isBare: true, target, token: null }),
    ...expectedRecords({ domain: "www.exemple.fr", isBare: false, target, token: null }),
  ];
  return (
    <Card aria-labelledby={titleId} role="region" className="gap-5">
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          Instructions d'hébergement
        </CardTitle>
        <CardDescription>Pour qu'un domaine affiche le site d'un commerçant, trois étapes.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-5">
          <Step icon={Globe} title="1. Associer le domaine au site">
            {isAdmin ? (
              <p>
                Ajoutez le domaine ci-dessus et choisissez le site{"\u00a0"}: le nom nu (<span className="font-mono">exemple.fr</span>) et sa version{" "}
                <span className="font-mono">www.</span> sont créés ensemble, actifs.
              </p>
            ) : (
              <p>
                Ajoutez votre domaine ci-dessus{"\u00a0"}: le nom nu (<span className="font-mono">exemple.fr</span>) et sa version{" "}
                <span className="font-mono">www.</span> sont créés ensemble. Ils s'activent dès que l'enregistrement TXT indiqué prouve que le domaine est à
                vous.
              </p>
            )}
          </Step>

          <Step icon={Signpost} title="2. Faire pointer le DNS vers la plateforme">
            {available ? (
              <>
                <p>
                  Chez le registraire du domaine (OVH, Gandi, IONOS…), dans la zone DNS, créez ces enregistrements (ici pour{" "}
                  <span className="font-mono">exemple.fr</span>){"\u00a0"}:
                </p>
                <div className="mt-3">
                  <RecordsToCreate domain="exemple.fr" records={records} owned intro={false} />
                </div>
              </>
            ) : (
              <MissingTarget />
            )}
            <p className="mt-2">
              {available ? "Supprimez les anciens enregistrements A, AAAA ou CNAME de ces mêmes noms. " : null}
              {/* For the platform's operators only: a merchant has no use for a test name. */}
              {isAdmin ? (
                <>
                  Pour essayer sans DNS, un nom en <span className="font-mono">.localhost</span> (par exemple <span className="font-mono">essai.localhost</span>
                  ) arrive déjà sur cette machine.
                </>
              ) : null}
            </p>
            <p className="mt-2">
              L'état de chaque domaine s'affiche sur sa ligne, vérifié toutes les 5 minutes tant qu'il n'est pas prêt (ou à la demande avec «{"\u00a0"}Vérifier
              maintenant{"\u00a0"}»). Un domaine demandé par un commerçant s'active quand l'enregistrement TXT <span className="font-mono">_vitrine.</span>
              <span className="font-mono">&lt;domaine&gt;</span> affiché sur sa ligne est en place.
            </p>
          </Step>

          <Step icon={ShieldCheck} title="3. HTTPS, automatiquement">
            {isAdmin ? (
              <p>
                Le certificat TLS est obtenu automatiquement (Let's Encrypt) par le proxy inverse placé devant la plateforme, dès que le domaine est vérifié
                {"\u00a0"}: rien à acheter ni à installer pour le commerçant. La mise en place du proxy (Caddy) est décrite dans{" "}
                <span className="font-mono">docs/deploy/README.md</span>.
              </p>
            ) : (
              <p>
                Le certificat HTTPS (le cadenas du navigateur) est obtenu automatiquement dès que le domaine est vérifié{"\u00a0"}: rien à acheter ni à
                installer. L'état du domaine passe alors à «{"\u00a0"}Certificat actif{"\u00a0"}».
              </p>
            )}
          </Step>

          <Step icon={Clock} title="Délais">
            <p>
              La propagation DNS peut prendre de quelques minutes à 48 heures selon le registraire.
              {isAdmin ? " Sur la plateforme, un mapping créé, modifié, activé ou désactivé est pris en compte en quelques secondes." : null}
            </p>
          </Step>
        </ol>
      </CardContent>
    </Card>
  );
}

/**
 * Neither PUBLIC_IPV4 nor CNAME_TARGET gives a public address (customDomainTarget): the
 * admins are told which setting to set; the merchants read that it is not available yet.
 */
function MissingTarget() {
  return (
    <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-950" data-testid="missing-domain-target">
      Aucune adresse publique n'est configurée pour les domaines des commerçants{"\u00a0"}: définissez <span className="font-mono">PUBLIC_IPV4</span> (l'adresse
      IPv4 publique du serveur) ou <span className="font-mono">CNAME_TARGET</span> (un nom d'hôte public qui y mène), puis redémarrez. Une adresse locale
      (127.0.0.1, localhost) ne compte pas. D'ici là, les commerçants ne voient aucun réglage DNS, mais que relier leur propre domaine n'est pas encore possible
      sur cette installation.
    </p>
  );
}

function Step({ icon: Icon, title, children }: { icon: typeof Globe; title: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-3">
      <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1 text-sm text-muted-foreground">
        <h3 className="mb-1 font-sans text-sm font-semibold text-foreground">{title}</h3>
        {children}
      </div>
    </li>
  );
}

/**
 * The shop owner's guide, for someone who has never seen a DNS record: where the
 * settings are at her registrar, what to paste where (her own settings are on her domain's card,
 * with copy buttons), how long it takes and what tells her it is done. TXT, A and CNAME appear only
 * as the words of the registrar's form.
 */
function OwnerGuide({ titleId }: { titleId: string }) {
  return (
    <Card aria-labelledby={titleId} role="region" className="gap-5">
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          Relier votre nom de domaine, pas à pas
        </CardTitle>
        <CardDescription>
          Vous avez acheté un nom comme boulangerie-martin.fr chez un fournisseur (OVH, Gandi, IONOS, o2switch, GoDaddy…){"\u00a0"}? Voici comment le faire
          mener à votre site. Comptez 10 minutes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-5">
          <Step icon={Globe} title="1. Ajoutez votre domaine ici">
            <p>
              Avec «{"\u00a0"}Ajouter un domaine{"\u00a0"}», tapez le nom sans www.{"\u00a0"}: la version avec www. est ajoutée aussi. Une carte apparaît avec
              les réglages à recopier, faits pour votre domaine.
            </p>
          </Step>
          <Step icon={KeyRound} title="2. Ouvrez les réglages du domaine chez votre fournisseur">
            <p>
              Connectez-vous à votre espace client chez le fournisseur du domaine, choisissez le domaine, puis la page de ses réglages. Elle s'appelle souvent «
              {"\u00a0"}Zone DNS{"\u00a0"}», «{"\u00a0"}Gérer les DNS{"\u00a0"}» ou «{"\u00a0"}Enregistrements{"\u00a0"}».
            </p>
          </Step>
          <Step icon={Copy} title="3. Recopiez chaque réglage">
            <p>
              Pour chaque réglage de la carte de votre domaine, cliquez sur «{"\u00a0"}Ajouter une entrée{"\u00a0"}» (ou «{"\u00a0"}Ajouter un enregistrement
              {"\u00a0"}»){"\u00a0"}: choisissez dans la liste le type indiqué (TXT, A ou CNAME), puis collez le nom et la valeur avec les boutons de copie. Si
              une entrée de type A ou CNAME existe déjà pour le même nom (souvent une page d'attente de votre fournisseur), modifiez-la avec la nouvelle valeur
              ou supprimez-la. Enregistrez.
            </p>
          </Step>
          <Step icon={Clock} title="4. Patientez un peu">
            <p>
              C'est pris en compte en général en 15 minutes à 1 heure, parfois jusqu'à 48 heures. Nous vérifions toutes les 5 minutes, et «{"\u00a0"}Vérifier
              maintenant{"\u00a0"}» vous dit tout de suite ce que nous trouvons (et ce qui manque).
            </p>
          </Step>
          <Step icon={MailCheck} title="5. C'est prêt">
            <p>
              Vous recevez un e-mail quand le domaine est vérifié, puis un autre quand votre site est sécurisé (le cadenas HTTPS, obtenu tout seul, sans rien
              acheter). L'état de la carte passe alors à «{"\u00a0"}Sécurisé (HTTPS){"\u00a0"}».
            </p>
          </Step>
        </ol>
      </CardContent>
    </Card>
  );
}
