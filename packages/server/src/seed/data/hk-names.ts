/** A Chinese name part with its Cantonese romanisation, as Hong Kong identity cards spell it. */
export interface NamePart {
  cht: string
  roman: string
}

const parts = (pairs: string): NamePart[] =>
  pairs.split(',').map((pair) => {
    const [cht, roman] = pair.split(':')
    return { cht, roman }
  })

/** Common Hong Kong surnames. */
export const SURNAMES = parts(
  '陳:Chan,李:Lee,張:Cheung,黃:Wong,何:Ho,林:Lam,吳:Ng,劉:Lau,梁:Leung,鄭:Cheng,楊:Yeung,周:Chow,謝:Tse,馮:Fung,' +
    '郭:Kwok,蔡:Choi,曾:Tsang,羅:Law,鄧:Tang,許:Hui,麥:Mak,葉:Yip,朱:Chu,胡:Wu,蘇:So,盧:Lo,袁:Yuen,馬:Ma,譚:Tam,徐:Tsui'
)

/** Given names (two characters) of women. */
export const FEMALE_GIVEN = parts(
  '嘉欣:Ka Yan,詠琳:Wing Lam,曉彤:Hiu Tung,思穎:Sze Wing,凱婷:Hoi Ting,家怡:Ka Yi,芷晴:Tsz Ching,穎欣:Wing Yan,' +
    '樂瑤:Lok Yiu,佩珊:Pui Shan,慧敏:Wai Man,雅婷:Nga Ting,紫晴:Tsz Ching,曉晴:Hiu Ching,悅彤:Yuet Tung,卓琳:Cheuk Lam'
)

/** Given names (two characters) of men. */
export const MALE_GIVEN = parts(
  '俊傑:Chun Kit,志明:Chi Ming,家豪:Ka Ho,浩然:Ho Yin,子軒:Tsz Hin,偉倫:Wai Lun,嘉樂:Ka Lok,卓賢:Cheuk Yin,' +
    '天佑:Tin Yau,建華:Kin Wah,焯謙:Cheuk Him,俊宏:Chun Wang,日朗:Yat Long,振邦:Chun Bong,樂軒:Lok Hin,梓朗:Tsz Long'
)

/** English first names common in Hong Kong, by sex. */
export const ENGLISH_NAMES = {
  female: 'Karen Winnie Cherry Kelly Joyce Fiona Queenie Vivian Carmen Mandy Iris Tiffany Kathy Yoyo Natalie Chloe Hazel Ivy'.split(' '),
  male: 'Kelvin Jason Kenneth Raymond Alvin Ivan Terence Wilson Marcus Dickson Eric Calvin Brian Gary Derek Matthew Ryan Jacky'.split(' ')
}
