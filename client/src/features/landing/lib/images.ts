import type { ProductKey, TouristPlace } from '@shared/site-facts';
// `?no-inline` keeps every picture a hashed file (cached for a year) instead of a data URL
// inside the JavaScript, which the landing page's budget could not afford.
import audienceHome from '../assets/audience-home.svg?no-inline';
import audienceParty from '../assets/audience-party.svg?no-inline';
import audienceSpicy from '../assets/audience-spicy.svg?no-inline';
import candyBox from '../assets/candy-mix-box.svg?no-inline';
import candyContents from '../assets/candy-mix-contents.svg?no-inline';
import candyReady from '../assets/candy-mix-ready.svg?no-inline';
import chocoBox from '../assets/choco-box-box.svg?no-inline';
import chocoContents from '../assets/choco-box-contents.svg?no-inline';
import chocoReady from '../assets/choco-box-ready.svg?no-inline';
import galleryFamily from '../assets/gallery-family.svg?no-inline';
import galleryMarket from '../assets/gallery-market.svg?no-inline';
import galleryPacking from '../assets/gallery-packing.svg?no-inline';
import galleryVolcano from '../assets/gallery-volcano.svg?no-inline';
import heroBox from '../assets/hero-box.svg?no-inline';
import partyBox from '../assets/party-mix-box.svg?no-inline';
import partyContents from '../assets/party-mix-contents.svg?no-inline';
import partyReady from '../assets/party-mix-ready.svg?no-inline';
import antigua from '../assets/place-antigua.svg?no-inline';
import atitlan from '../assets/place-atitlan.svg?no-inline';
import semuc from '../assets/place-semuc.svg?no-inline';
import tikal from '../assets/place-tikal.svg?no-inline';
import xetulul from '../assets/place-xetulul.svg?no-inline';
import sizeReference from '../assets/size-reference.svg?no-inline';
import snackCanillitas from '../assets/snack-canillitas.svg?no-inline';
import snackChamp from '../assets/snack-champurradas.svg?no-inline';
import snackChicharrines from '../assets/snack-chicharrines.svg?no-inline';
import snackChocolate from '../assets/snack-chocolate.svg?no-inline';
import snackCocadas from '../assets/snack-cocadas.svg?no-inline';
import snackColochos from '../assets/snack-colochos.svg?no-inline';
import snackManias from '../assets/snack-manias.svg?no-inline';
import snackTamarindo from '../assets/snack-tamarindo.svg?no-inline';
import spicyBox from '../assets/spicy-mix-box.svg?no-inline';
import spicyContents from '../assets/spicy-mix-contents.svg?no-inline';
import spicyReady from '../assets/spicy-mix-ready.svg?no-inline';

/** An original illustration with its intrinsic size (every <img> gets width and height). */
export interface Picture {
  src: string;
  width: number;
  height: number;
}

const square = (src: string): Picture => ({ src, width: 600, height: 600 });
const wide = (src: string): Picture => ({ src, width: 800, height: 520 });

export const heroPicture: Picture = { src: heroBox, width: 640, height: 560 };

/** Per box: the box, its contents, the box ready to give (alts at products.tabs.<key>.gallery.<i>). */
export const productPictures: Record<ProductKey, Picture[]> = {
  partyMix: [square(partyBox), square(partyContents), square(partyReady)],
  candyMix: [square(candyBox), square(candyContents), square(candyReady)],
  spicyMix: [square(spicyBox), square(spicyContents), square(spicyReady)],
  chocoBox: [square(chocoBox), square(chocoContents), square(chocoReady)],
};

/** The why-choose-us rotator (alts at whyDifferent.gallery.items.<i>.alt). */
export const galleryPictures: Picture[] = [wide(galleryMarket), wide(galleryPacking), wide(galleryFamily), wide(galleryVolcano)];

/** The 8 snack pictures of the product carousel (alts at carousel.items.<i>). */
export const carouselPictures: Picture[] = [
  snackChicharrines,
  snackCocadas,
  snackChocolate,
  snackColochos,
  snackManias,
  snackChamp,
  snackCanillitas,
  snackTamarindo,
].map((src) => ({ src, width: 480, height: 480 }));

export const placePictures: Record<TouristPlace, Picture> = {
  atitlan: { src: atitlan, width: 480, height: 360 },
  antigua: { src: antigua, width: 480, height: 360 },
  semuc: { src: semuc, width: 480, height: 360 },
  tikal: { src: tikal, width: 480, height: 360 },
  xetulul: { src: xetulul, width: 480, height: 360 },
};

export const sizePicture: Picture = { src: sizeReference, width: 560, height: 420 };

/** Chapincito lives in public/ so the guide chat shows the same picture at a stable address. */
export const chapincitoPicture: Picture = { src: '/images/chapincito.svg', width: 240, height: 240 };

/** The audience cards' banners: missing home, exploring flavors, celebrating (decorative). */
export const audiencePictures: Record<'home' | 'spicy' | 'party', Picture> = {
  home: { src: audienceHome, width: 480, height: 160 },
  spicy: { src: audienceSpicy, width: 480, height: 160 },
  party: { src: audienceParty, width: 480, height: 160 },
};
