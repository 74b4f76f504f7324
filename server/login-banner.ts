// The login banners the reference server answers in the page-wide company info (requirements
// L23, L24): the demo company has one, served from `public/banner/`; other companies have none.
import type { InferOutput } from 'valibot';
import type { loginBannerFields } from '../src/lib/api/contract/sso.ts';

type BannerFields = InferOutput<typeof loginBannerFields>;

/** The demo banner's link: a placeholder a real back end replaces with the company's page. */
export const DEMO_BANNER_LINK = 'https://www.example.com/cloudbox/news';

/** Company code → its banner. */
const BANNERS: Readonly<Record<string, BannerFields>> = {
  demo: {
    banner_img_url: '/banner/demo-banner.svg',
    background_img_url: '/banner/demo-background.svg',
    url: DEMO_BANNER_LINK,
  },
};

/** The banner of a company, if it has one. */
export function bannerOf(companyCode: string): BannerFields | undefined {
  return Object.hasOwn(BANNERS, companyCode) ? BANNERS[companyCode] : undefined;
}
