import { HK_DISTRICTS } from './hk-districts'
import type { ListEntry } from './trilingual'

/** Rows of the doctor reference lists, which the server always keeps (R-DOM-48..50). */
export const DOCTOR_LISTS: Record<'doctorprofessions' | 'doctordistricts' | 'doctorgenders', ListEntry[]> = {
  doctorprofessions: [
    { value: 'general-practice', cht: '普通科', chs: '普通科', en: 'General practice' },
    { value: 'internal-medicine', cht: '內科', chs: '内科', en: 'Internal medicine' },
    { value: 'surgery', cht: '外科', chs: '外科', en: 'Surgery' },
    { value: 'paediatrics', cht: '兒科', chs: '儿科', en: 'Paediatrics' },
    { value: 'obstetrics-gynaecology', cht: '婦產科', chs: '妇产科', en: 'Obstetrics and gynaecology' },
    { value: 'ophthalmology', cht: '眼科', chs: '眼科', en: 'Ophthalmology' },
    { value: 'ent', cht: '耳鼻喉科', chs: '耳鼻喉科', en: 'Ear, nose and throat' },
    { value: 'dermatology', cht: '皮膚科', chs: '皮肤科', en: 'Dermatology' },
    { value: 'orthopaedics', cht: '骨科', chs: '骨科', en: 'Orthopaedics' },
    { value: 'psychiatry', cht: '精神科', chs: '精神科', en: 'Psychiatry' },
    { value: 'cardiology', cht: '心臟科', chs: '心脏科', en: 'Cardiology' },
    { value: 'oncology', cht: '腫瘤科', chs: '肿瘤科', en: 'Oncology' },
    { value: 'urology', cht: '泌尿科', chs: '泌尿科', en: 'Urology' },
    { value: 'gastroenterology', cht: '腸胃肝臟科', chs: '肠胃肝脏科', en: 'Gastroenterology and hepatology' },
    { value: 'dentistry', cht: '牙科', chs: '牙科', en: 'Dentistry' },
    { value: 'chinese-medicine', cht: '中醫', chs: '中医', en: 'Chinese medicine' },
    { value: 'physiotherapy', cht: '物理治療', chs: '物理治疗', en: 'Physiotherapy' }
  ],
  doctordistricts: HK_DISTRICTS.map(({ value, cht, chs, en }) => ({ value, cht, chs, en })),
  doctorgenders: [
    { value: 'male', cht: '男', chs: '男', en: 'Male' },
    { value: 'female', cht: '女', chs: '女', en: 'Female' }
  ]
}
