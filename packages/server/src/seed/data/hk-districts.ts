import type { ListEntry } from './trilingual'

/** The four regions tutors and families pick areas by. */
export const HK_REGIONS: ListEntry[] = [
  { value: 'hong-kong-island', cht: '香港島', chs: '香港岛', en: 'Hong Kong Island' },
  { value: 'kowloon', cht: '九龍', chs: '九龙', en: 'Kowloon' },
  { value: 'new-territories', cht: '新界', chs: '新界', en: 'New Territories' },
  { value: 'islands', cht: '離島', chs: '离岛', en: 'Outlying Islands' }
]

/** The 18 districts of Hong Kong, each with the value of its region. */
export const HK_DISTRICTS: Array<ListEntry & { region: string }> = [
  { value: 'central-western', cht: '中西區', chs: '中西区', en: 'Central and Western', region: 'hong-kong-island' },
  { value: 'wan-chai', cht: '灣仔區', chs: '湾仔区', en: 'Wan Chai', region: 'hong-kong-island' },
  { value: 'eastern', cht: '東區', chs: '东区', en: 'Eastern', region: 'hong-kong-island' },
  { value: 'southern', cht: '南區', chs: '南区', en: 'Southern', region: 'hong-kong-island' },
  { value: 'yau-tsim-mong', cht: '油尖旺區', chs: '油尖旺区', en: 'Yau Tsim Mong', region: 'kowloon' },
  { value: 'sham-shui-po', cht: '深水埗區', chs: '深水埗区', en: 'Sham Shui Po', region: 'kowloon' },
  { value: 'kowloon-city', cht: '九龍城區', chs: '九龙城区', en: 'Kowloon City', region: 'kowloon' },
  { value: 'wong-tai-sin', cht: '黃大仙區', chs: '黄大仙区', en: 'Wong Tai Sin', region: 'kowloon' },
  { value: 'kwun-tong', cht: '觀塘區', chs: '观塘区', en: 'Kwun Tong', region: 'kowloon' },
  { value: 'tsuen-wan', cht: '荃灣區', chs: '荃湾区', en: 'Tsuen Wan', region: 'new-territories' },
  { value: 'tuen-mun', cht: '屯門區', chs: '屯门区', en: 'Tuen Mun', region: 'new-territories' },
  { value: 'yuen-long', cht: '元朗區', chs: '元朗区', en: 'Yuen Long', region: 'new-territories' },
  { value: 'north', cht: '北區', chs: '北区', en: 'North', region: 'new-territories' },
  { value: 'tai-po', cht: '大埔區', chs: '大埔区', en: 'Tai Po', region: 'new-territories' },
  { value: 'sai-kung', cht: '西貢區', chs: '西贡区', en: 'Sai Kung', region: 'new-territories' },
  { value: 'sha-tin', cht: '沙田區', chs: '沙田区', en: 'Sha Tin', region: 'new-territories' },
  { value: 'kwai-tsing', cht: '葵青區', chs: '葵青区', en: 'Kwai Tsing', region: 'new-territories' },
  { value: 'islands', cht: '離島區', chs: '离岛区', en: 'Islands', region: 'islands' }
]
