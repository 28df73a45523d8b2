import type { Language } from "./languages.ts";
import type { LabelCode, LocalContextsLabel } from "./local-contexts-labels.ts";

/**
 * What each Local Contexts label is called and means, in the three languages (decision 163): the
 * English names are Local Contexts' own and stay as they are in every language; the explanations are
 * ours. The codes and the rules they carry (sold or not, sacred) are in local-contexts-labels.ts.
 */
type Texts = Record<Language, string>;

const l = (code: LabelCode, name: Texts, explanation: Texts): LocalContextsLabel => ({
  code,
  kind: code.startsWith("tk_") ? "tk" : "bc",
  name,
  explanation,
});

export const LOCAL_CONTEXTS_LABELS: Record<LabelCode, LocalContextsLabel> = Object.fromEntries(
  [
    l(
      "tk_attribution",
      { en: "TK Attribution", rw: "TK Attribution (Kuvuga inkomoko)", fr: "TK Attribution" },
      {
        en: "The community asks that this knowledge be credited to them whenever it is used.",
        rw: "Umuryango usaba ko aho ubu bumenyi bukoreshejwe hose havugwa ko ari ubwawo.",
        fr: "La communauté demande que ce savoir lui soit attribué chaque fois qu'il est utilisé.",
      },
    ),
    l(
      "tk_clan",
      { en: "TK Clan", rw: "TK Clan (Ubwoko)", fr: "TK Clan" },
      {
        en: "This knowledge belongs to a clan; ask the clan before any use beyond this page.",
        rw: "Ubu bumenyi ni ubw'ubwoko runaka; baza ubwo bwoko mbere yo kubukoresha ahandi.",
        fr: "Ce savoir appartient à un clan ; demandez-lui avant tout usage au-delà de cette page.",
      },
    ),
    l(
      "tk_family",
      { en: "TK Family", rw: "TK Family (Umuryango)", fr: "TK Famille" },
      {
        en: "This knowledge is held by a family, who decide how it may be shared.",
        rw: "Ubu bumenyi bubitswe n'umuryango, ari wo wemeza uko busangizwa.",
        fr: "Ce savoir est détenu par une famille, qui décide de la manière de le partager.",
      },
    ),
    l(
      "tk_multiple_communities",
      { en: "TK Multiple Communities", rw: "TK Imiryango myinshi", fr: "TK Communautés multiples" },
      {
        en: "Several communities share responsibility for this knowledge.",
        rw: "Imiryango myinshi ifatanyije inshingano kuri ubu bumenyi.",
        fr: "Plusieurs communautés partagent la responsabilité de ce savoir.",
      },
    ),
    l(
      "tk_community_voice",
      { en: "TK Community Voice", rw: "TK Ijwi ry'umuryango", fr: "TK Voix de la communauté" },
      {
        en: "The community's own account of this material, in their words, stands beside the record.",
        rw: "Ibisobanuro by'umuryango ubwawo, mu magambo yawo, biri iruhande rw'iyi nyandiko.",
        fr: "Le récit de la communauté, dans ses propres mots, accompagne cette notice.",
      },
    ),
    l(
      "tk_creative",
      { en: "TK Creative", rw: "TK Ubuhanzi", fr: "TK Création" },
      {
        en: "This is a new creative work drawing on the community's knowledge, made with their consent.",
        rw: "Iki ni igihangano gishya gishingiye ku bumenyi bw'umuryango, cyakozwe ubwawo ubyemeye.",
        fr: "Il s'agit d'une œuvre nouvelle inspirée du savoir de la communauté, faite avec son accord.",
      },
    ),
    l(
      "tk_verified",
      { en: "TK Verified", rw: "TK Byemejwe", fr: "TK Vérifié" },
      {
        en: "The community has checked how this material is described and shared here.",
        rw: "Umuryango wagenzuye uko ibi bisobanurwa n'uko bisangizwa hano.",
        fr: "La communauté a vérifié la façon dont ce matériel est décrit et partagé ici.",
      },
    ),
    l(
      "tk_non_verified",
      { en: "TK Non-Verified", rw: "TK Bitaremezwa", fr: "TK Non vérifié" },
      {
        en: "The community has not yet checked how this material is described; it may be corrected.",
        rw: "Umuryango ntiuragenzura uko ibi bisobanurwa; bishobora gukosorwa.",
        fr: "La communauté n'a pas encore vérifié cette description ; elle pourra être corrigée.",
      },
    ),
    l(
      "tk_seasonal",
      { en: "TK Seasonal", rw: "TK Ibihe", fr: "TK Saisonnier" },
      {
        en: "This knowledge belongs to a season or a time of the year; use it only at that time.",
        rw: "Ubu bumenyi bufite igihe cyabwo cy'umwaka; bukoreshwe gusa muri icyo gihe.",
        fr: "Ce savoir appartient à une saison ; ne l'utilisez qu'en ce temps-là.",
      },
    ),
    l(
      "tk_women_general",
      { en: "TK Women General", rw: "TK Abagore muri rusange", fr: "TK Femmes (général)" },
      {
        en: "This knowledge is usually shared among women; anyone may see it.",
        rw: "Ubu bumenyi busanzwe busangizwa mu bagore; buri wese ashobora kububona.",
        fr: "Ce savoir se transmet d'habitude entre femmes ; chacun peut le voir.",
      },
    ),
    l(
      "tk_men_general",
      { en: "TK Men General", rw: "TK Abagabo muri rusange", fr: "TK Hommes (général)" },
      {
        en: "This knowledge is usually shared among men; anyone may see it.",
        rw: "Ubu bumenyi busanzwe busangizwa mu bagabo; buri wese ashobora kububona.",
        fr: "Ce savoir se transmet d'habitude entre hommes ; chacun peut le voir.",
      },
    ),
    l(
      "tk_men_restricted",
      { en: "TK Men Restricted", rw: "TK Abagabo gusa", fr: "TK Réservé aux hommes" },
      {
        en: "Only men of the community may see or use this knowledge.",
        rw: "Abagabo bo mu muryango ni bo bonyine bemerewe kubona no gukoresha ubu bumenyi.",
        fr: "Seuls les hommes de la communauté peuvent voir ou utiliser ce savoir.",
      },
    ),
    l(
      "tk_women_restricted",
      { en: "TK Women Restricted", rw: "TK Abagore gusa", fr: "TK Réservé aux femmes" },
      {
        en: "Only women of the community may see or use this knowledge.",
        rw: "Abagore bo mu muryango ni bo bonyine bemerewe kubona no gukoresha ubu bumenyi.",
        fr: "Seules les femmes de la communauté peuvent voir ou utiliser ce savoir.",
      },
    ),
    l(
      "tk_culturally_sensitive",
      { en: "TK Culturally Sensitive", rw: "TK Bikomeye mu muco", fr: "TK Culturellement sensible" },
      {
        en: "This material is culturally sensitive; treat it with care and respect.",
        rw: "Ibi bifite uburemere mu muco; bifatwe neza kandi byubahwe.",
        fr: "Ce matériel est culturellement sensible ; traitez-le avec soin et respect.",
      },
    ),
    l(
      "tk_secret_sacred",
      { en: "TK Secret/Sacred", rw: "TK Ibanga/Ibyera", fr: "TK Secret / Sacré" },
      {
        en: "Secret or sacred knowledge: it is never public and never sold.",
        rw: "Ubumenyi bw'ibanga cyangwa butagatifu: ntibujya ahagaragara kandi ntibugurishwa.",
        fr: "Savoir secret ou sacré : il n'est jamais public ni vendu.",
      },
    ),
    l(
      "tk_open_to_commercialization",
      {
        en: "TK Open to Commercialization",
        rw: "TK Byemerewe gucuruzwa",
        fr: "TK Ouvert à la commercialisation",
      },
      {
        en: "The community allows fair commercial use, with credit and in agreement with them.",
        rw: "Umuryango wemera ko bicuruzwa mu buryo buboneye, bawuvuga kandi bumvikanye na wo.",
        fr: "La communauté autorise un usage commercial équitable, avec mention et en accord avec elle.",
      },
    ),
    l(
      "tk_non_commercial",
      { en: "TK Non-Commercial", rw: "TK Ntibicuruzwa", fr: "TK Non commercial" },
      {
        en: "The community does not allow this knowledge to be sold or used for profit.",
        rw: "Umuryango ntiwemera ko ubu bumenyi bugurishwa cyangwa bukoreshwa mu nyungu.",
        fr: "La communauté n'autorise ni la vente ni l'usage lucratif de ce savoir.",
      },
    ),
    l(
      "tk_community_use_only",
      {
        en: "TK Community Use Only",
        rw: "TK Bikoreshwa n'umuryango gusa",
        fr: "TK Usage communautaire uniquement",
      },
      {
        en: "Only the community may use this material; others may look but not reuse it.",
        rw: "Umuryango wonyine ni wo ukoresha ibi; abandi bashobora kubireba ariko ntibabikoreshe.",
        fr: "Seule la communauté peut utiliser ce matériel ; les autres peuvent le voir sans le réutiliser.",
      },
    ),
    l(
      "tk_outreach",
      { en: "TK Outreach", rw: "TK Kwigisha abandi", fr: "TK Sensibilisation" },
      {
        en: "Shared for teaching and awareness outside the community; ask before other uses.",
        rw: "Byasangijwe kwigisha no kumenyekanisha hanze y'umuryango; baza mbere yo kubikoresha ukundi.",
        fr: "Partagé pour l'enseignement et la sensibilisation ; demandez avant tout autre usage.",
      },
    ),
    l(
      "bc_provenance",
      { en: "BC Provenance", rw: "BC Inkomoko", fr: "BC Provenance" },
      {
        en: "This biological or genetic material comes from the community's lands and waters.",
        rw: "Ibi binyabuzima cyangwa uturemangingo bikomoka ku butaka n'amazi by'umuryango.",
        fr: "Ce matériel biologique ou génétique provient des terres et des eaux de la communauté.",
      },
    ),
    l(
      "bc_multiple_communities",
      { en: "BC Multiple Communities", rw: "BC Imiryango myinshi", fr: "BC Communautés multiples" },
      {
        en: "Several communities share rights and responsibilities for this material.",
        rw: "Imiryango myinshi isangiye uburenganzira n'inshingano kuri ibi.",
        fr: "Plusieurs communautés partagent des droits et des responsabilités sur ce matériel.",
      },
    ),
    l(
      "bc_clan",
      { en: "BC Clan", rw: "BC Ubwoko", fr: "BC Clan" },
      {
        en: "A clan holds rights and responsibilities for this material.",
        rw: "Ubwoko runaka bufite uburenganzira n'inshingano kuri ibi.",
        fr: "Un clan détient des droits et des responsabilités sur ce matériel.",
      },
    ),
    l(
      "bc_consent_verified",
      { en: "BC Consent Verified", rw: "BC Uruhushya rwemejwe", fr: "BC Consentement vérifié" },
      {
        en: "The community gave its free, prior and informed consent for this use.",
        rw: "Umuryango watanze uruhushya ku bushake, mbere kandi ubizi neza, kuri iri koreshwa.",
        fr: "La communauté a donné son consentement libre, préalable et éclairé pour cet usage.",
      },
    ),
    l(
      "bc_consent_non_verified",
      { en: "BC Consent Non-Verified", rw: "BC Uruhushya rutaremezwa", fr: "BC Consentement non vérifié" },
      {
        en: "The community's consent for this use has not been confirmed yet.",
        rw: "Uruhushya rw'umuryango kuri iri koreshwa ntiruremezwa.",
        fr: "Le consentement de la communauté pour cet usage n'a pas encore été confirmé.",
      },
    ),
    l(
      "bc_research_use",
      { en: "BC Research Use", rw: "BC Ubushakashatsi", fr: "BC Usage de recherche" },
      {
        en: "The community allows this material to be used for research, on the terms agreed with them.",
        rw: "Umuryango wemera ko ibi bikoreshwa mu bushakashatsi, ku mabwiriza bumvikanye.",
        fr: "La communauté autorise l'usage de ce matériel pour la recherche, aux conditions convenues.",
      },
    ),
    l(
      "bc_open_to_collaboration",
      { en: "BC Open to Collaboration", rw: "BC Twiteguye gufatanya", fr: "BC Ouvert à la collaboration" },
      {
        en: "The community welcomes researchers and partners to work with them on this material.",
        rw: "Umuryango wakira abashakashatsi n'abafatanyabikorwa ngo bakorane kuri ibi.",
        fr: "La communauté accueille chercheurs et partenaires pour travailler avec elle sur ce matériel.",
      },
    ),
    l(
      "bc_open_to_commercialization",
      {
        en: "BC Open to Commercialization",
        rw: "BC Byemerewe gucuruzwa",
        fr: "BC Ouvert à la commercialisation",
      },
      {
        en: "The community is open to commercial use that shares its benefits with them.",
        rw: "Umuryango wemera ko bicuruzwa mu buryo busangiza umuryango inyungu.",
        fr: "La communauté accepte un usage commercial qui partage les bénéfices avec elle.",
      },
    ),
    l(
      "bc_non_commercial",
      { en: "BC Non-Commercial", rw: "BC Ntibicuruzwa", fr: "BC Non commercial" },
      {
        en: "This material may not be used for commercial purposes.",
        rw: "Ibi ntibyemerewe gukoreshwa mu bucuruzi.",
        fr: "Ce matériel ne peut pas être utilisé à des fins commerciales.",
      },
    ),
    l(
      "bc_outreach",
      { en: "BC Outreach", rw: "BC Kwigisha abandi", fr: "BC Sensibilisation" },
      {
        en: "Shared for education and awareness; ask the community before other uses.",
        rw: "Byasangijwe kwigisha no kumenyekanisha; baza umuryango mbere yo kubikoresha ukundi.",
        fr: "Partagé pour l'éducation et la sensibilisation ; demandez à la communauté avant tout autre usage.",
      },
    ),
  ].map((label) => [label.code, label]),
) as Record<LabelCode, LocalContextsLabel>;
