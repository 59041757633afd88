/** A row of a demo option list, in Traditional Chinese and English (Simplified is derived). */
export interface Option {
  value: string
  cht: string
  en: string
}

const o = (value: string, cht: string, en: string): Option => ({ value, cht, en })

/** Secondary school subjects of the HKDSE, taught by tutors (R-DOM-12). */
export const DSE_SUBJECTS: Option[] = [
  o('chinese', '中國語文', 'Chinese Language'),
  o('english', '英國語文', 'English Language'),
  o('maths', '數學', 'Mathematics'),
  o('csd', '公民與社會發展', 'Citizenship and Social Development'),
  o('m1', '數學延伸部分單元一（微積分與統計）', 'Mathematics Extended Part Module 1 (Calculus and Statistics)'),
  o('m2', '數學延伸部分單元二（代數與微積分）', 'Mathematics Extended Part Module 2 (Algebra and Calculus)'),
  o('physics', '物理', 'Physics'),
  o('chemistry', '化學', 'Chemistry'),
  o('biology', '生物', 'Biology'),
  o('economics', '經濟', 'Economics'),
  o('bafs', '企業、會計與財務概論', 'Business, Accounting and Financial Studies'),
  o('geography', '地理', 'Geography'),
  o('chinese-history', '中國歷史', 'Chinese History'),
  o('history', '歷史', 'History'),
  o('ict', '資訊及通訊科技', 'Information and Communication Technology'),
  o('chinese-literature', '中國文學', 'Chinese Literature'),
  o('english-literature', '英語文學', 'Literature in English'),
  o('visual-arts', '視覺藝術', 'Visual Arts')
]

/** Subjects families ask tutors for (R-DOM-30): school subjects, languages and exams. */
export const REQUESTED_SUBJECTS: Option[] = [
  o('all-primary', '小學全科', 'All primary subjects'),
  o('chinese', '中文', 'Chinese'),
  o('english', '英文', 'English'),
  o('maths', '數學', 'Mathematics'),
  o('general-studies', '常識', 'General Studies'),
  o('putonghua', '普通話', 'Putonghua'),
  o('phonics', '英文拼音', 'English phonics'),
  o('olympiad-maths', '奧林匹克數學', 'Olympiad mathematics'),
  o('physics', '物理', 'Physics'),
  o('chemistry', '化學', 'Chemistry'),
  o('biology', '生物', 'Biology'),
  o('economics', '經濟', 'Economics'),
  o('bafs', '企會財', 'BAFS'),
  o('m1', '數學 M1', 'Mathematics M1'),
  o('m2', '數學 M2', 'Mathematics M2'),
  o('ielts', 'IELTS 雅思', 'IELTS'),
  o('sat', 'SAT', 'SAT'),
  o('ib-maths', 'IB 數學', 'IB Mathematics')
]

/** Universities tutors studied at (R-DOM-18). */
export const UNIVERSITIES: Option[] = [
  o('hku', '香港大學', 'The University of Hong Kong'),
  o('cuhk', '香港中文大學', 'The Chinese University of Hong Kong'),
  o('hkust', '香港科技大學', 'The Hong Kong University of Science and Technology'),
  o('polyu', '香港理工大學', 'The Hong Kong Polytechnic University'),
  o('cityu', '香港城市大學', 'City University of Hong Kong'),
  o('hkbu', '香港浸會大學', 'Hong Kong Baptist University'),
  o('lingnan', '嶺南大學', 'Lingnan University'),
  o('eduhk', '香港教育大學', 'The Education University of Hong Kong'),
  o('hkmu', '香港都會大學', 'Hong Kong Metropolitan University'),
  o('hsuhk', '香港恒生大學', 'The Hang Seng University of Hong Kong'),
  o('overseas', '海外大學', 'Overseas university')
]

/** The other option lists of teacher registration (R-DOM-10..24) and of the find-teacher form (R-DOM-27..34). */
export const OPTION_LISTS: Record<string, Option[]> = {
  regEducationLevels: [
    o('dse', '香港中學文憑', 'HKDSE'),
    o('associate', '副學士／高級文憑', 'Associate degree / Higher diploma'),
    o('undergraduate', '大學本科在讀', 'Undergraduate (studying)'),
    o('bachelor', '學士', "Bachelor's degree"),
    o('pgde', '學位教師教育文憑', 'Postgraduate Diploma in Education'),
    o('master', '碩士', "Master's degree"),
    o('doctorate', '博士', 'Doctorate')
  ],
  regHighSchoolSubjects: DSE_SUBJECTS,
  regJobs: [
    o('full-time-tutor', '全職補習導師', 'Full-time tutor'),
    o('university-student', '大學生', 'University student'),
    o('postgraduate', '研究生', 'Postgraduate student'),
    o('secondary-teacher', '中學教師', 'Secondary school teacher'),
    o('primary-teacher', '小學教師', 'Primary school teacher'),
    o('engineer', '工程師', 'Engineer'),
    o('accountant', '會計師', 'Accountant'),
    o('office', '文職', 'Office worker'),
    o('freelancer', '自由工作者', 'Freelancer')
  ],
  regReferralSources: [
    o('google', 'Google 搜尋', 'Google search'),
    o('facebook', 'Facebook', 'Facebook'),
    o('instagram', 'Instagram', 'Instagram'),
    o('youtube', 'YouTube', 'YouTube'),
    o('friend', '朋友介紹', "A friend's referral"),
    o('campus', '大學校園海報', 'Poster on campus'),
    o('newspaper', '報章廣告', 'Newspaper advertisement')
  ],
  regSexes: [o('male', '男', 'Male'), o('female', '女', 'Female')],
  regStudyDepartments: [
    o('mathematics', '數學系', 'Mathematics'),
    o('physics', '物理系', 'Physics'),
    o('chemistry', '化學系', 'Chemistry'),
    o('biology', '生物科學', 'Biological Sciences'),
    o('engineering', '工程學院', 'Engineering'),
    o('computer-science', '計算機科學', 'Computer Science'),
    o('medicine', '醫學院', 'Medicine'),
    o('law', '法律學院', 'Law'),
    o('business', '工商管理', 'Business Administration'),
    o('accounting', '會計及金融', 'Accounting and Finance'),
    o('economics', '經濟學', 'Economics'),
    o('chinese', '中國語言及文學', 'Chinese Language and Literature'),
    o('english', '英文系', 'English Studies'),
    o('education', '教育學院', 'Education'),
    o('psychology', '心理學', 'Psychology'),
    o('architecture', '建築學', 'Architecture')
  ],
  regTutorLabels: [
    o('top-school', '名校畢業', 'Top school graduate'),
    o('dse-5star', '文憑試 5** 考生', 'HKDSE 5** scorer'),
    o('experienced', '經驗豐富', 'Experienced'),
    o('patient', '有耐性', 'Patient'),
    o('fluent-english', '英語流利', 'Fluent English'),
    o('sen', '具特殊學習需要教學經驗', 'Experience with special educational needs'),
    o('online', '可網上授課', 'Teaches online'),
    o('short-notice', '可即日上課', 'Available at short notice')
  ],
  regUniversities: UNIVERSITIES,
  regTutorExperiences: [
    o('under-1', '一年以下', 'Under 1 year'),
    o('1-3', '一至三年', '1 to 3 years'),
    o('3-5', '三至五年', '3 to 5 years'),
    o('over-5', '五年以上', 'Over 5 years'),
    o('centre', '曾任教補習社', 'Taught at a tutoring centre'),
    o('school-ta', '曾任學校教學助理', 'School teaching assistant')
  ],
  regEduDevExperiences: [
    o('substitute', '學校代課', 'Substitute teaching'),
    o('curriculum', '課程設計', 'Curriculum design'),
    o('materials', '教材編寫', 'Writing teaching materials'),
    o('volunteer', '義務補習', 'Volunteer tutoring'),
    o('camp', '營會導師', 'Camp instructor')
  ],
  regDuties: [
    o('referrals', '為導師轉介合適的補習個案', 'Refer suitable cases to tutors'),
    o('privacy', '妥善保管導師的個人資料', "Keep tutors' personal data safe"),
    o('details', '準確提供學生程度、上課時間及地點', "Give accurate details of the student's level, lesson times and place"),
    o('disputes', '協助處理導師與家長之間的爭議', 'Help settle disputes between tutors and families')
  ],
  regRights: [
    o('decline', '導師可拒絕不合適的個案', 'A tutor may decline an unsuitable case'),
    o('know-place', '導師有權在接受個案前知悉上課地點及時間', 'A tutor is told the place and time of lessons before accepting a case'),
    o('fee-on-time', '導師有權按時收取學費', 'A tutor is paid the agreed fee on time')
  ],
  regRules: [
    o('admin-fee', '成功配對後，首四堂學費的一半為行政費', 'After a match, half the fee of the first four lessons is the administration fee'),
    o('punctual', '導師須準時上課', 'Tutors arrive on time'),
    o('notice', '取消課堂須最少提前 24 小時通知', 'Lessons are cancelled at least 24 hours ahead'),
    o('no-extra', '不得私下向家長收取額外費用', 'Tutors take no extra fees from families privately')
  ],
  regRights2: [
    o('refund', '首堂後不合適可申請退還行政費', 'The administration fee is refunded if the first lesson does not work out'),
    o('replacement', '家長可要求更換導師一次', 'A family may ask for another tutor once')
  ],
  findTeachingMethods: [
    o('home', '上門補習', 'Home tutoring'),
    o('online', '網上補習', 'Online tutoring'),
    o('tutor-home', '導師家中', "At the tutor's home"),
    o('centre', '補習中心', 'At a tutoring centre')
  ],
  findStudentLevels: [
    o('kindergarten', '幼稚園', 'Kindergarten'),
    ...[1, 2, 3, 4, 5, 6].map((n) => o(`p${n}`, `小${'一二三四五六'[n - 1]}`, `Primary ${n}`)),
    ...[1, 2, 3, 4, 5, 6].map((n) => o(`s${n}`, `中${'一二三四五六'[n - 1]}`, `Secondary ${n}`)),
    o('post-secondary', '大專', 'Post-secondary'),
    o('adult', '成人', 'Adult')
  ],
  findSubjects: REQUESTED_SUBJECTS,
  findStudentSexes: [o('male', '男', 'Male'), o('female', '女', 'Female')],
  findTeacherSexes: [o('male', '男', 'Male'), o('female', '女', 'Female'), o('any', '不限', 'No preference')],
  findHoursPerLesson: [
    o('1', '1 小時', '1 hour'),
    o('1.5', '1.5 小時', '1.5 hours'),
    o('2', '2 小時', '2 hours'),
    o('2.5', '2.5 小時', '2.5 hours'),
    o('3', '3 小時', '3 hours')
  ],
  findClassesPerWeek: [1, 2, 3, 4, 5].map((n) => o(String(n), `每週 ${n} 堂`, `${n} ${n === 1 ? 'lesson' : 'lessons'} a week`)),
  learningNewsTypes: [
    o('admissions', '升學資訊', 'Admissions'),
    o('exam-tips', '考試貼士', 'Exam tips'),
    o('study-skills', '學習方法', 'Study skills'),
    o('parenting', '家長錦囊', 'For parents'),
    o('policy', '教育政策', 'Education policy')
  ],
  bannerSubjects: [
    o('dse-maths', '文憑試數學', 'HKDSE Mathematics'),
    o('english-writing', '英文寫作', 'English writing'),
    o('primary-all', '小學全科', 'All primary subjects'),
    o('sciences', '物理・化學・生物', 'Physics, Chemistry, Biology'),
    o('online', '網上補習', 'Online tutoring')
  ],
  bannerHeadings: [
    o('many-tutors', '全港過萬名導師，任你揀選', 'Over ten thousand tutors across Hong Kong'),
    o('free-matching', '免費配對，24 小時內回覆', 'Free matching, a reply within 24 hours'),
    o('verified', '導師學歷經人手核實', "Every tutor's education checked by hand")
  ]
}

/** Reference hourly prices (R-DOM-25), in Hong Kong dollars. */
export const PRICES: Array<Option & { price: number }> = [
  { ...o('primary-student-tutor', '小學（大學生導師）', 'Primary (student tutor)'), price: 150 },
  { ...o('junior-secondary', '初中', 'Junior secondary'), price: 200 },
  { ...o('dse', '高中／文憑試', 'Senior secondary / HKDSE'), price: 280 },
  { ...o('professional', '專業教師', 'Qualified teacher'), price: 450 },
  { ...o('ielts', 'IELTS 雅思', 'IELTS'), price: 380 }
]

/** Price lists with items (R-DOM-26). */
export const PRICE_LISTS: Array<Option & { items: Array<{ name: string; price: number }> }> = [
  {
    ...o('student-tutor', '大學生導師收費', 'Student tutor fees'),
    items: [
      { name: '小一至小三', price: 140 },
      { name: '小四至小六', price: 160 },
      { name: '中一至中三', price: 190 },
      { name: '中四至中六', price: 240 }
    ]
  },
  {
    ...o('qualified-teacher', '專業教師收費', 'Qualified teacher fees'),
    items: [
      { name: '小學', price: 300 },
      { name: '初中', price: 380 },
      { name: '高中／文憑試', price: 480 }
    ]
  },
  {
    ...o('online', '網上補習收費', 'Online tutoring fees'),
    items: [
      { name: '小學', price: 130 },
      { name: '中學', price: 200 }
    ]
  }
]
