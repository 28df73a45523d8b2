import { type District, type Province, RWANDA_PROVINCES } from "@heritage/domain/delivery";
import type { SelectOption } from "../../../components/ui/select.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { activeLanguage } from "../../../lib/i18n/localized.ts";
import { offerTexts as t } from "./offer-texts.ts";

// ISO 3166-1 alpha-2 codes but Rwanda; names come from the browser in the reader's language.
const COUNTRIES =
  "AD AE AF AG AL AM AO AR AT AU AZ BA BB BD BE BF BG BH BI BJ BN BO BR BS BT BW BY BZ CA CD CF CG CH CI CL CM CN CO CR CU CV CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FR GA GB GD GE GH GM GN GQ GR GT GW GY HN HR HT HU ID IE IL IN IQ IR IS IT JM JO JP KE KG KH KM KN KR KW KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MG MK ML MM MN MR MT MU MV MW MX MY MZ NA NE NG NI NL NO NP NZ OM PA PE PG PH PK PL PT PY QA RO RS RU SA SB SC SD SE SG SI SK SL SM SN SO SR SS ST SV SY SZ TD TG TH TJ TL TM TN TO TR TT TZ UA UG US UY UZ VC VE VN VU WS YE ZA ZM ZW".split(
    " ",
  );

function countryOptions(): SelectOption[] {
  // Chromium has no Kinyarwanda region names: English ones then (decision 100's fallback).
  const language = activeLanguage() === "rw" ? "en" : activeLanguage();
  const names = new Intl.DisplayNames([language], { type: "region" });
  const abroad = COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code }));
  abroad.sort((a, b) => a.label.localeCompare(b.label, language));
  return [{ value: "RW", label: t.rwanda }, ...abroad];
}

function districtOptions(served: ReadonlySet<string>): SelectOption[] {
  return (Object.entries(RWANDA_PROVINCES) as [Province, readonly District[]][]).flatMap(
    ([province, districts]) =>
      districts
        .filter((district) => served.has(district))
        .map((district) => ({ value: district, label: `${district} · ${t.provinces[province]}` })),
  );
}

/**
 * Where the order goes (issue 23): a district the shop's zones serve, or a country abroad when a
 * zone delivers abroad. The server prices it; this only offers what it will accept.
 */
export function DeliveryFields({
  served,
  abroadOffered,
  country,
  district,
  onCountry,
  onDistrict,
  countryError,
  districtError,
  disabled,
}: {
  served: ReadonlySet<string>;
  abroadOffered: boolean;
  country: string;
  district: string;
  onCountry: (value: string) => void;
  onDistrict: (value: string) => void;
  countryError?: string;
  districtError?: string;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-col gap-4">
      {abroadOffered ? (
        <Select
          label={t.country}
          options={countryOptions()}
          value={country}
          onChange={(event) => onCountry(event.target.value)}
          error={countryError}
          disabled={disabled}
          autoComplete="country"
        />
      ) : (
        <p className="text-sm text-muted">{t.onlyRwanda}</p>
      )}
      {country === "RW" && (
        <Select
          label={t.district}
          placeholder={t.chooseDistrict}
          options={districtOptions(served)}
          value={district}
          onChange={(event) => onDistrict(event.target.value)}
          error={districtError}
          disabled={disabled}
        />
      )}
    </div>
  );
}
