/**
 * The passwords people pick first, refused whenever a password is set (decision
 * 093). Built from well-known patterns rather than shipped as a download: the words that head every
 * published list of leaked passwords, local words a guesser here would try, each with the suffixes
 * people add to pass a length rule, plus digit runs and keyboard walks: about 22,000 entries, built
 * once on first use (under 20 ms); compared without regard to case ("Password1" is as weak as "password1").
 */

/** The words that head the published lists of leaked passwords. */
const LEAKED_WORDS = `
password passw0rd p@ssw0rd p@ssword pass passwd qwerty qwertz azerty qwertyuiop asdf asdfgh
asdfghjkl zxcvbn zxcvbnm qazwsx qweasd 1qaz2wsx 1q2w3e4r 1q2w3e q1w2e3r4 zaq12wsx zaq1zaq1 qwe asd
abc abcd abcde abcdef abcdefg abcdefgh iloveyou iloveu loveyou loveme love lovely admin
administrator root toor welcome letmein monkey dragon football baseball soccer basketball hockey
master shadow sunshine princess superman batman spiderman trustno1 hello hellokitty freedom whatever
michael jennifer jordan jordan23 hunter ranger buster tigger charlie robert thomas daniel jessica
ashley michelle nicole starwars pokemon computer internet killer secret angel flower summer winter
spring autumn login guest test tester testing user default changeme access mustang cheese cookie
chocolate banana orange apple pepper ginger silver golden diamond blessed jesus god faith family
friends friend baby babygirl sweety sweetheart money matrix harley maggie hannah andrew joshua
anthony william sophie george samsung google facebook linkedin yahoo dolphin lakers chelsea arsenal
liverpool barcelona madrid manchester ronaldo messi mercedes ferrari corvette nothing zaq1 mypass
mypassword newpass newpassword oldpassword forever qwertyu asdfg zxcvb pussy fuckyou biteme
superstar rockstar player tinkerbell purple yellow blue green red black white king queen prince
lucky happy smile peace hope heaven alexander victoria music movie shopping marketplace
`;

/** Local words a guesser would try first on a Rwandan heritage site. */
const LOCAL_WORDS = `
rwanda kigali heritage umurage murakoze amahoro imana kinyarwanda inyambo intore umuganda agaseke
imigongo nyanza gisenyi butare huye musanze rubavu africa mama papa mukamana uwimana habimana
niyonzima museum
`;

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const WORDS = words(`${LEAKED_WORDS} ${LOCAL_WORDS}`);

/** What people append to pass a length rule (and nothing). */
const SUFFIXES = ["", ...words("1 2 3 7 11 12 13 21 22 23 69 77 88 99 00 01 007 123 1234 12345 123456 321")];
SUFFIXES.push(...words("! !! 1! 12! 123! @ @123 #1 #123 $ . ? * 01! 111 000"));

/** Birth years and recent years, the other thing people append. */
const YEARS = Array.from({ length: 2030 - 1970 + 1 }, (_, i) => String(1970 + i));

/** Digit runs and other number patterns: ascending, descending and repeated blocks. */
function numberPatterns(): string[] {
  const out = ["112233", "121212", "123123", "123321", "147258369", "159753", "159357", "789456123"];
  out.push("147258", "258369", "741852963", "963852741", "696969", "131313", "202020", "010203");
  const up = "01234567890";
  const down = "98765432109";
  for (let length = 4; length <= 10; length++) {
    for (let start = 0; start + length <= up.length; start++) {
      out.push(up.slice(start, start + length), down.slice(start, start + length));
    }
  }
  for (const block of ["12", "123", "1234", "12345", "69", "007", "2000", "1122"]) {
    for (let times = 2; block.length * times <= 12; times++) out.push(block.repeat(times));
  }
  return out;
}

let known: Set<string> | undefined;

function buildList(): Set<string> {
  const list = new Set<string>(numberPatterns());
  for (const word of WORDS) {
    for (const suffix of [...SUFFIXES, ...YEARS]) list.add(word + suffix);
  }
  return list;
}

/**
 * True for a password on the list, or one character repeated ("aaaaaaaa", "11111111"), which no
 * list can hold in every length.
 */
export function isCommonPassword(password: string): boolean {
  const folded = password.toLowerCase();
  if (/^(.)\1*$/su.test(folded)) return true;
  known ??= buildList();
  return known.has(folded);
}
