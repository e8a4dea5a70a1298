/** The GTM generator's form (spec part 2 section 3, "GTM form model"). */
export interface GtmTagSet {
  id: string;
  tagname: string;
  top_urls: string[];
  input_urls: string[];
  thanks_urls: string[];
}

export type CvStopMode = 'individual' | 'common' | 'none';

export interface GtmForm {
  tagSets: GtmTagSet[];
  useCommonThanksPages: boolean;
  /** The common thanks pages, used when useCommonThanksPages is on. */
  thanks_urls: string[];
  isOEM: boolean;
  oem_name: string;
  tag_domain: string;
  cvStopMode: CvStopMode;
  commonCVStopName: string;
}

/** The URL lists of a tag set, by form field name. */
export type TagSetUrlList = 'top_urls' | 'input_urls' | 'thanks_urls';
