import { plural } from "@heritage/domain/i18n/plural";
import type { Translation } from "@heritage/domain/i18n/translation";
import type { AccountTextsSource } from "./account-texts.ts";

/** Kinyarwanda, awaiting a native speaker's review (docs/translations.md). */
const rw: Translation<AccountTextsSource> = {
  orders: {
    title: "Amatumiza yanjye",
    pageTitle: "Amatumiza yanjye · Digital Heritage Platform",
    intro: "Amatumiza wakoreye ku isoko n’aho ageze.",
    placedOn: (date: string) => `Ryakozwe ku wa ${date}`,
    heldUntil: (date: string) =>
      `Ibyo watumije turabikubikiye kugeza ${date}. Iduka rizabyemeza kuri WhatsApp.`,
    heldForPayment: (date: string) =>
      `Ibyo watumije turabikubikiye kugeza ${date}. Itumiza ryemezwa ako kanya ubwishyu bwa mobile money bugeze.`,
    expired: "Ryahagaritswe: ntiryemejwe ku gihe, ibintu bisubizwa ku isoko.",
    cancelledByShop: "Ryahagaritswe n’iduka.",
    cancelledByYou: "Wahagaritse iri tumiza.",
    deliverTo: "Bigezwe kuri",
    contact: "Telefone yo kuvugana",
    items: (n: number) => plural("rw", n, { one: "ikintu #", other: "ibintu #" }),
    total: "Igiteranyo",
    quantityTimesPrice: (quantity: number, price: string) => `${quantity} × ${price}`,
    cancel: "Hagarika itumiza",
    cancelling: "Birahagarikwa…",
    cancelTitle: "Urahagarika iri tumiza?",
    keep: "Rigumane",
    browse: "Sura isoko",
    retry: "Ongera ugerageze",
    loading: "Amatumiza yawe ari gufunguka",
    adminNote: "Amatumiza akorwa na konti z’abaguzi. Abayobozi bayakurikirana mu gice cy’ubuyobozi.",
    adminLink: "Fungura igice cy’ubuyobozi",
    pages: "Impapuro z’amatumiza",
  },
  profile: {
    title: "Umwirondoro wanjye",
    pageTitle: "Umwirondoro wanjye · Digital Heritage Platform",
    intro: "Amakuru ya konti yawe, ijambo ry’ibanga ryawe na konti yawe ubwayo.",
    details: "Amakuru ya konti",
    username: "Izina ukoresha",
    firstName: "Izina bwite",
    lastName: "Izina ry’umuryango",
    email: "Imeri",
    avatar: "Ifoto y’umwirondoro",
    avatarHint: "PNG, JPG, WebP cyangwa GIF itarengeje 2MB",
    avatarChoose: "Hitamo ifoto",
    avatarRemove: "Kuraho ifoto",
    avatarAlt: (name: string) => `Ifoto y’umwirondoro ya ${name}`,
    save: "Bika impinduka",
    saving: "Birabikwa…",
    password: "Hindura ijambo ry’ibanga",
    currentPassword: "Ijambo ry’ibanga usanganywe",
    newPassword: "Ijambo ry’ibanga rishya",
    newPasswordHint: "Nibura inyuguti 6.",
    adminPasswordHint: "Inyuguti kuva kuri 8 kugeza kuri 32.",
    changePassword: "Hindura ijambo ry’ibanga",
    changingPassword: "Birahindurwa…",
    danger: "Siba konti",
    dangerNote:
      "Gusiba konti yawe bikuraho umwirondoro wawe, igitebo cyawe n’urutonde rw’ibyifuzo. Amatumiza wakoze asigarana n’iduka, adafite konti yawe.",
    deleteButton: "Siba konti yanjye",
    deleteTitle: "Urasiba konti yawe?",
    deletePasswordLabel: "Ijambo ry’ibanga ryawe",
    deleting: "Birasibwa…",
    deleted: "Konti yawe yasibwe.",
    loadFailed: "Umwirondoro wawe ntiwabashije gufunguka. Ongera ugerageze.",
    loading: "Umwirondoro wawe uri gufunguka",
  },
};

export default rw;
