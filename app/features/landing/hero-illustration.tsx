import { Bell, CakeSlice, Clock, Croissant, ImageDown, Lock, Star, ThumbsUp, Wheat } from "~/components/icon/icons";

const products = [
  { icon: Croissant, name: "Croissant pur beurre", price: "1,30 €", tint: "from-amber-100 to-orange-200" },
  { icon: Wheat, name: "Pain au levain", price: "4,20 €", tint: "from-yellow-100 to-amber-200" },
  { icon: CakeSlice, name: "Tarte aux fraises", price: "3,90 €", tint: "from-rose-100 to-pink-200" },
];

/** A merchant site drawn with CSS and icons: decorative, so hidden from assistive tech. */
export function HeroIllustration() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-[34rem] select-none lg:mr-0">
      <div className="absolute -inset-x-6 -inset-y-8 -z-10 rounded-[2.5rem] bg-gradient-to-br from-brand-200/60 via-white/0 to-amber-200/50 blur-2xl" />

      {/* Browser window */}
      <div className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-[0_30px_60px_-20px_rgb(7_37_33/0.35)] ring-1 ring-black/5">
        <div className="flex items-center gap-3 border-b border-gray-100 bg-gray-50 px-4 py-2.5">
          <div className="flex gap-1.5">
            <span className="size-2.5 rounded-full bg-red-300" />
            <span className="size-2.5 rounded-full bg-amber-300" />
            <span className="size-2.5 rounded-full bg-green-300" />
          </div>
          <div className="flex flex-1 items-center justify-center gap-1.5 rounded-md bg-white px-3 py-1 text-[0.7rem] text-gray-500 ring-1 ring-gray-200">
            <Lock className="size-3" />
            boulangerie-martin.fr
          </div>
        </div>

        {/* Merchant site */}
        <div className="text-[0.7rem] text-gray-700">
          <div className="flex items-center justify-between px-4 py-3">
            <div className="flex items-center gap-2">
              <span className="grid size-6 place-items-center rounded-full bg-[#8a4b14] text-white">
                <Croissant className="size-3.5" />
              </span>
              <span className="font-display text-sm font-semibold text-[#4a2608]">Boulangerie Martin</span>
            </div>
            <div className="hidden gap-3 text-gray-500 sm:flex">
              <span>Produits</span>
              <span>Prestations</span>
              <span>Contact</span>
            </div>
          </div>

          <div className="relative mx-3 overflow-hidden rounded-xl bg-gradient-to-br from-[#f6c37a] via-[#e9954a] to-[#b85c1f] px-5 py-6 text-white">
            <Wheat className="absolute -right-3 -bottom-5 size-32 rotate-[-20deg] text-white/20" strokeWidth={1.25} />
            <p className="font-display text-xl leading-tight font-semibold sm:text-2xl">
              Le bon pain,
              <br />
              chaque matin
            </p>
            <p className="mt-1.5 max-w-[13rem] text-white/90">Levain naturel, farines locales et viennoiseries du jour.</p>
            <span className="mt-3 inline-block rounded-full bg-white px-3 py-1 font-semibold text-[#8a4b14]">Découvrir nos produits</span>
          </div>

          <div className="px-4 pt-4 pb-5">
            <div className="flex items-center justify-between">
              <span className="font-display text-sm font-semibold text-gray-900">Nos produits phares</span>
              <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 font-medium text-green-800 ring-1 ring-green-200">
                <Clock className="size-3" />
                Ouvert
              </span>
            </div>
            <div className="mt-3 grid grid-cols-3 gap-2.5">
              {products.map(({ icon: Icon, name, price, tint }) => (
                <div key={name} className="overflow-hidden rounded-lg ring-1 ring-gray-100">
                  <div className={`grid aspect-[4/3] place-items-center bg-gradient-to-br ${tint}`}>
                    <Icon className="size-7 text-[#8a4b14]/70" strokeWidth={1.5} />
                  </div>
                  <div className="px-2 py-1.5">
                    <p className="truncate font-medium text-gray-800">{name}</p>
                    <p className="text-gray-500">{price}</p>
                  </div>
                </div>
              ))}
            </div>
            <div className="mt-3 flex items-center gap-3 rounded-lg bg-amber-50 px-3 py-2 ring-1 ring-amber-100">
              <span className="flex size-9 shrink-0 flex-col items-center justify-center rounded-md bg-white leading-none text-[#8a4b14] ring-1 ring-amber-100">
                <span className="text-sm font-semibold">12</span>
                <span className="text-[0.55rem] font-medium uppercase">oct.</span>
              </span>
              <div className="min-w-0">
                <p className="font-medium text-gray-800">Atelier pain au levain</p>
                <p className="text-gray-500">Samedi, de 10 h à 12 h</p>
              </div>
              <span className="ml-auto inline-flex shrink-0 items-center gap-1 rounded-full bg-white px-2 py-0.5 font-medium text-gray-700 ring-1 ring-gray-200">
                Je viendrai
                <ThumbsUp className="size-3 text-[#8a4b14]" />
              </span>
            </div>
          </div>
        </div>
      </div>

      {/* Floating notifications */}
      <div className="absolute -bottom-9 -left-2 flex w-60 items-center gap-3 rounded-xl bg-white p-3 shadow-xl ring-1 ring-black/5 sm:-left-8">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-100 text-brand-700">
          <Bell className="size-4.5" />
        </span>
        <div className="min-w-0 text-xs">
          <p className="font-semibold text-gray-900">Nouvelle demande de devis</p>
          <p className="truncate text-gray-500">Buffet d'anniversaire · 40 pers.</p>
        </div>
      </div>
      <div className="absolute -top-5 -right-2 hidden items-center gap-2 rounded-full bg-white py-1.5 pr-3.5 pl-1.5 text-xs font-medium text-gray-800 shadow-lg ring-1 ring-black/5 sm:flex lg:-right-6">
        <span className="grid size-6 place-items-center rounded-full bg-amber-100 text-amber-700">
          <ImageDown className="size-3.5" />
        </span>
        Photo convertie en WebP
      </div>
      <div className="absolute top-[42%] -right-2 hidden items-center gap-1.5 rounded-xl bg-gray-950 px-3 py-2 text-xs text-white shadow-lg sm:flex lg:-right-7">
        <span className="flex text-amber-400">
          {[0, 1, 2, 3, 4].map((i) => (
            <Star key={i} className="size-3 fill-current" />
          ))}
        </span>
        <span className="text-white/85">«&nbsp;Un site à notre image&nbsp;»</span>
      </div>
    </div>
  );
}
