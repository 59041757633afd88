/** An article in Traditional Chinese and English: a title and paragraphs (Simplified is derived). */
export interface Article {
  cht: { title: string; paragraphs: string[] }
  en: { title: string; paragraphs: string[] }
}

const article = (chtTitle: string, enTitle: string, pairs: Array<[string, string]>): Article => ({
  cht: { title: chtTitle, paragraphs: pairs.map(([cht]) => cht) },
  en: { title: enTitle, paragraphs: pairs.map(([, en]) => en) }
})

/** News of the service itself (R-DOM-41). */
export const NEWS: Article[] = [
  article('網上配對平台全新上線', 'Our new online matching platform is live', [
    ['家長現可於網上提交補習要求，並即時查看配對進度。', 'Families can now send a tutoring request online and follow its progress.'],
    ['導師亦可隨時更新可授課時間及地區，提高配對成功率。', 'Tutors can update their hours and areas at any time to be matched sooner.']
  ]),
  article('暑期補習班報名正式開始', 'Summer class enrolment is open', [
    ['七月至八月期間，我們為中小學生提供多個小組課程。', 'In July and August we run small-group classes for primary and secondary students.'],
    ['七月一日前報名可享早鳥九折優惠。', 'Enrol before 1 July for a 10% early-bird discount.']
  ]),
  article('導師學歷核實程序更新', 'Changes to how we check tutors’ qualifications', [
    ['所有新登記導師須上載學生證或畢業證書副本。', 'Every new tutor now uploads a copy of a student card or degree certificate.'],
    ['核實一般於三個工作天內完成。', 'Checks are usually done within three working days.']
  ]),
  article('颱風及暴雨期間課堂安排', 'Lessons during typhoons and rainstorms', [
    ['八號或以上颱風信號或黑色暴雨警告生效時，所有面授課堂暫停。', 'Face-to-face lessons stop when Signal No. 8 or a Black Rainstorm Warning is in force.'],
    ['導師與家長可協商改為網上課堂或另約時間補課。', 'Tutors and families may move the lesson online or to another time.']
  ]),
  article('農曆新年假期服務時間', 'Opening hours over Lunar New Year', [
    ['年初一至初三客戶服務暫停，網上配對照常運作。', 'Customer service closes on the first three days of the new year; online matching runs as usual.'],
    ['祝大家新年進步，學業有成！', 'We wish every student a happy and successful new year!']
  ]),
  article('新增網上補習模式', 'Online lessons are now available', [
    ['家長可於要求中選擇「網上補習」，導師將透過視像平台授課。', 'Families can choose online tutoring; tutors then teach over video.'],
    ['網上課堂收費較上門補習低約一成。', 'Online lessons cost about 10% less than home tutoring.']
  ]),
  article('文憑試放榜升學講座', 'Talk on further studies after the HKDSE results', [
    ['我們邀請了資深升學顧問分析各大學聯招收生分數。', 'Experienced advisers explain the JUPAS admission scores of each university.'],
    ['講座免費，名額有限，先到先得。', 'Admission is free; places are limited.']
  ]),
  article('導師分享會：如何引發學生學習動機', 'Tutor sharing: motivating students', [
    ['三位資深導師分享與不同年齡學生相處的經驗。', 'Three experienced tutors share how they work with students of different ages.'],
    ['歡迎所有已登記導師參加。', 'Every registered tutor is welcome.']
  ]),
  article('私隱政策更新通知', 'Our privacy policy has been updated', [
    ['我們更新了個人資料的保存期限及查閱方式。', 'We have updated how long we keep personal data and how you can see it.'],
    ['更新內容於本月起生效。', 'The changes take effect this month.']
  ]),
  article('感謝家長支持：配對個案突破一萬宗', 'Thank you: over ten thousand matches', [
    ['自服務推出以來，我們已為超過一萬個家庭配對合適導師。', 'Since we started, we have matched more than ten thousand families with a tutor.'],
    ['我們會繼續提升服務質素。', 'We will keep improving our service.']
  ])
]

/** Learning news by type (R-DOM-04): the value of its learningNewsTypes row comes first. */
export const LEARNING_NEWS: Array<[string, Article]> = [
  ['admissions', article('大學聯招：如何排列志願', 'JUPAS: how to order your programme choices', [
    ['排列志願時應考慮個人興趣、成績及往年收生分數。', 'Weigh your interests, your results and past admission scores when ordering choices.'],
    ['建議把最心儀的課程放在 A1 至 A3。', 'Put the programmes you want most in bands A1 to A3.']
  ])],
  ['admissions', article('副學士銜接學位課程全攻略', 'From associate degree to a bachelor’s degree', [
    ['副學士畢業生可透過高年級入學銜接大學課程。', 'Associate degree graduates can enter the senior years of a degree.'],
    ['平均積點（GPA）是主要收生準則。', 'The grade point average is the main admission criterion.']
  ])],
  ['exam-tips', article('文憑試英文卷四說話卷備戰貼士', 'Preparing for HKDSE English Paper 4 speaking', [
    ['小組討論中要主動回應組員的觀點。', 'In the group discussion, respond to what the others say.'],
    ['多練習以完整句子表達意見。', 'Practise giving your views in full sentences.']
  ])],
  ['exam-tips', article('數學卷一常見失分位', 'Where marks are lost in Mathematics Paper 1', [
    ['步驟不完整及單位遺漏是最常見的失分原因。', 'Missing steps and units lose the most marks.'],
    ['作答後預留時間檢查計算。', 'Leave time to check your working.']
  ])],
  ['exam-tips', article('化學實驗題答題技巧', 'Answering chemistry practical questions', [
    ['描述觀察時要寫出顏色變化及氣體產生。', 'Describe colour changes and any gas given off.'],
    ['熟記常見離子的測試方法。', 'Learn the tests for common ions by heart.']
  ])],
  ['study-skills', article('番茄工作法：提升溫習效率', 'The Pomodoro method for revision', [
    ['每溫習二十五分鐘休息五分鐘，能保持專注。', 'Twenty-five minutes of study and five of rest keeps you focused.'],
    ['每完成四輪可休息較長時間。', 'Take a longer break after four rounds.']
  ])],
  ['study-skills', article('如何製作有效的溫習筆記', 'Making revision notes that work', [
    ['以心智圖整理課題之間的關係。', 'Use mind maps to link topics.'],
    ['筆記應精簡，重點以顏色標示。', 'Keep notes short and mark key points in colour.']
  ])],
  ['parenting', article('如何為孩子揀選合適的補習導師', 'Choosing the right tutor for your child', [
    ['先了解孩子的學習需要，再決定導師的經驗與專長。', 'Start from what your child needs, then look at experience and strengths.'],
    ['試堂後與孩子傾談感受，再決定是否繼續。', 'After a trial lesson, ask your child how it went before you decide.']
  ])],
  ['parenting', article('升中面試：家長可以怎樣準備', 'Secondary school interviews: how parents can help', [
    ['讓孩子多練習自我介紹及表達意見。', 'Let your child practise introducing themselves and giving opinions.'],
    ['保持輕鬆，避免給孩子過大壓力。', 'Keep it relaxed and avoid putting too much pressure on them.']
  ])],
  ['policy', article('公民與社會發展科簡介', 'About Citizenship and Social Development', [
    ['公民與社會發展科取代通識教育科，成為核心科目。', 'Citizenship and Social Development replaced Liberal Studies as a core subject.'],
    ['評級分為「達標」及「不達標」。', 'It is graded as attained or not attained.']
  ])],
  ['policy', article('小一派位時間表', 'The Primary One admission timetable', [
    ['自行分配學位申請於九月開始。', 'Applications for discretionary places start in September.'],
    ['統一派位結果於翌年六月公布。', 'Central allocation results come out the following June.']
  ])],
  ['study-skills', article('善用網上資源學習英文', 'Learning English with online resources', [
    ['每天閱讀一篇英文新聞，擴闊詞彙。', 'Read one English news story a day to widen your vocabulary.'],
    ['收聽播客能改善聆聽能力。', 'Podcasts improve listening skills.']
  ])]
]

/** Sections of the terms of use (R-DOM-38). */
export const TERMS: Array<[string, string, string, string]> = [
  ['服務範圍', 'Our service', '本平台為家長及導師提供補習配對服務。', 'We match families with tutors.'],
  ['導師責任', 'Tutors’ duties', '導師須提供真實的個人資料及學歷證明。', 'Tutors give true personal details and proof of their education.'],
  ['家長責任', 'Families’ duties', '家長須如實提供學生程度及上課要求。', "Families give the student's true level and their requirements."],
  ['收費及付款', 'Fees and payment', '行政費須於配對成功後七天內繳付。', 'The administration fee is paid within seven days of a match.'],
  ['取消及退款', 'Cancellations and refunds', '首堂後如不合適，可於三天內申請退還行政費。', 'If the first lesson does not work out, the fee can be refunded within three days.'],
  ['責任限制', 'Limits of liability', '本平台不會就導師與家長之間的私人協議負責。', 'We are not party to private agreements between tutors and families.'],
  ['條款修訂', 'Changes to these terms', '我們可不時修訂本條款，並於網站公布。', 'We may change these terms and will publish the changes on the website.'],
  ['適用法律', 'Governing law', '本條款受香港特別行政區法律管轄。', 'These terms are governed by the laws of the Hong Kong SAR.']
]

/** Sections of the privacy policy (R-DOM-39). */
export const PRIVACY: Array<[string, string, string, string]> = [
  ['收集的資料', 'Data we collect', '我們收集姓名、聯絡方法、學歷及補習要求。', 'We collect names, contact details, education and tutoring requests.'],
  ['資料用途', 'How we use it', '資料只用於配對導師及提供客戶服務。', 'Data is used only to match tutors and to serve our users.'],
  ['資料轉移', 'Sharing', '成功配對後，我們只會向對方提供所需的聯絡資料。', 'After a match we share only the contact details the other side needs.'],
  ['資料保存', 'Retention', '帳戶刪除後，資料將於十二個月內銷毀。', 'Data is destroyed within twelve months after an account is closed.'],
  ['查閱及更正', 'Access and correction', '你可隨時要求查閱或更正你的個人資料。', 'You can ask to see or correct your personal data at any time.'],
  ['Cookies', 'Cookies', '我們使用 Cookies 記住你的語言設定。', 'We use cookies to remember your language.']
]

/** Frequently asked questions (R-DOM-40): question and answer in Traditional Chinese, then English. */
export const QUESTIONS: Array<[string, string, string, string]> = [
  ['配對服務收費嗎？', 'Is matching free?', '家長使用配對服務完全免費。', 'Matching is free for families.'],
  ['多久可以找到導師？', 'How soon will I find a tutor?', '一般於 24 小時內提供合適導師資料。', 'We usually send suitable tutors within 24 hours.'],
  ['可以先試堂嗎？', 'Can we have a trial lesson?', '可以，首堂可視作試堂。', 'Yes, the first lesson works as a trial.'],
  ['導師的學歷經過核實嗎？', 'Are tutors’ qualifications checked?', '所有導師均須提交學歷證明，由職員人手核實。', 'Every tutor sends proof of education, which our staff check by hand.'],
  ['可以更換導師嗎？', 'Can we change tutors?', '如不滿意，可免費更換導師一次。', 'If you are not satisfied you can change tutors once for free.'],
  ['學費如何計算？', 'How are fees set?', '學費按學生程度、科目及導師資歷而定。', "Fees depend on the student's level, the subject and the tutor."],
  ['如何成為導師？', 'How do I become a tutor?', '於網站填寫導師登記表並上載學歷證明即可。', 'Fill in the tutor registration form and upload proof of education.'],
  ['網上補習用甚麼平台？', 'Which platform is used online?', '導師一般使用 Zoom 或 Google Meet。', 'Tutors usually use Zoom or Google Meet.'],
  ['颱風時如何安排課堂？', 'What happens during a typhoon?', '八號風球或黑雨時面授課堂暫停，可改為網上課堂。', 'Face-to-face lessons stop under Signal No. 8 or a Black Rainstorm; they can move online.'],
  ['如何取消課堂？', 'How do I cancel a lesson?', '請最少提前 24 小時通知導師。', 'Tell the tutor at least 24 hours ahead.']
]

/** Reviews by students and parents (R-DOM-37): reviewer, Traditional Chinese, English, rating. */
export const REVIEWS: Array<[string, string, string, number]> = [
  ['陳太', '導師很有耐性，女兒數學進步了很多。', 'The tutor is very patient; my daughter’s maths has improved a lot.', 5],
  ['李先生', '配對速度很快，一天內已經有導師聯絡。', 'Matching was fast: a tutor called within a day.', 5],
  ['黃同學', '物理導師講解清楚，文憑試取得 5*。', 'My physics tutor explained things clearly; I got a 5* in the HKDSE.', 5],
  ['張太', '兒子以前很怕英文，現在願意主動閱讀。', 'My son used to fear English; now he reads on his own.', 4],
  ['何同學', '網上補習很方便，省卻交通時間。', 'Online lessons are convenient and save travel time.', 4],
  ['林太', '職員跟進細心，更換導師的過程也很順利。', 'The staff followed up carefully, and changing tutors went smoothly.', 5],
  ['吳先生', '收費合理，導師準時。', 'Fair fees and a punctual tutor.', 4],
  ['劉同學', '化學筆記整理得很好，幫助很大。', 'The chemistry notes were well organised and helped a lot.', 5],
  ['梁太', '小一的孩子很喜歡導師，每星期都期待上堂。', 'My Primary 1 child loves the tutor and looks forward to every lesson.', 5],
  ['鄭同學', '導師分享了很多升學經驗。', 'My tutor shared a lot about applying to university.', 4],
  ['楊太', '試堂後決定繼續，導師很專業。', 'We continued after the trial; the tutor is very professional.', 4],
  ['周先生', '希望可以有更多週末時段的導師。', 'I would like more tutors free at weekends.', 3]
]
