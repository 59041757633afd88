import AccountBalanceIcon from '@mui/icons-material/AccountBalance'
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings'
import AdsClickIcon from '@mui/icons-material/AdsClick'
import AppRegistrationIcon from '@mui/icons-material/AppRegistration'
import ArticleIcon from '@mui/icons-material/Article'
import AssignmentIcon from '@mui/icons-material/Assignment'
import AutoStoriesIcon from '@mui/icons-material/AutoStories'
import CampaignIcon from '@mui/icons-material/Campaign'
import CastForEducationIcon from '@mui/icons-material/CastForEducation'
import CategoryIcon from '@mui/icons-material/Category'
import ContactMailIcon from '@mui/icons-material/ContactMail'
import DashboardIcon from '@mui/icons-material/Dashboard'
import DateRangeIcon from '@mui/icons-material/DateRange'
import DescriptionIcon from '@mui/icons-material/Description'
import EventIcon from '@mui/icons-material/Event'
import EventNoteIcon from '@mui/icons-material/EventNote'
import GavelIcon from '@mui/icons-material/Gavel'
import HelpIcon from '@mui/icons-material/Help'
import HistoryEduIcon from '@mui/icons-material/HistoryEdu'
import HomeIcon from '@mui/icons-material/Home'
import HowToRegIcon from '@mui/icons-material/HowToReg'
import InfoIcon from '@mui/icons-material/Info'
import LabelIcon from '@mui/icons-material/Label'
import ListIcon from '@mui/icons-material/List'
import LocalHospitalIcon from '@mui/icons-material/LocalHospital'
import LocationCityIcon from '@mui/icons-material/LocationCity'
import MapIcon from '@mui/icons-material/Map'
import MedicalServicesIcon from '@mui/icons-material/MedicalServices'
import MenuBookIcon from '@mui/icons-material/MenuBook'
import NewspaperIcon from '@mui/icons-material/Newspaper'
import PeopleIcon from '@mui/icons-material/People'
import PersonIcon from '@mui/icons-material/Person'
import PersonSearchIcon from '@mui/icons-material/PersonSearch'
import PlaceIcon from '@mui/icons-material/Place'
import PolicyIcon from '@mui/icons-material/Policy'
import PriceChangeIcon from '@mui/icons-material/PriceChange'
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip'
import ReviewsIcon from '@mui/icons-material/Reviews'
import RuleIcon from '@mui/icons-material/Rule'
import ScheduleIcon from '@mui/icons-material/Schedule'
import SchoolIcon from '@mui/icons-material/School'
import ScienceIcon from '@mui/icons-material/Science'
import SellIcon from '@mui/icons-material/Sell'
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag'
import StairsIcon from '@mui/icons-material/Stairs'
import SubjectIcon from '@mui/icons-material/Subject'
import TitleIcon from '@mui/icons-material/Title'
import TrendingUpIcon from '@mui/icons-material/TrendingUp'
import TuneIcon from '@mui/icons-material/Tune'
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel'
import WcIcon from '@mui/icons-material/Wc'
import WorkIcon from '@mui/icons-material/Work'
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium'
import FolderIcon from '@mui/icons-material/Folder'

/**
 * The Material icons that catalogue entries name as strings, imported one by one so that the
 * bundle carries only these (R-LAY-05).
 */
type IconComponent = typeof FolderIcon

const ICONS: Record<string, IconComponent> = {
  account_balance: AccountBalanceIcon,
  admin_panel_settings: AdminPanelSettingsIcon,
  ads_click: AdsClickIcon,
  app_registration: AppRegistrationIcon,
  article: ArticleIcon,
  assignment: AssignmentIcon,
  auto_stories: AutoStoriesIcon,
  campaign: CampaignIcon,
  cast_for_education: CastForEducationIcon,
  category: CategoryIcon,
  contact_mail: ContactMailIcon,
  dashboard: DashboardIcon,
  date_range: DateRangeIcon,
  description: DescriptionIcon,
  event: EventIcon,
  event_note: EventNoteIcon,
  gavel: GavelIcon,
  help: HelpIcon,
  history_edu: HistoryEduIcon,
  home: HomeIcon,
  how_to_reg: HowToRegIcon,
  info: InfoIcon,
  label: LabelIcon,
  list: ListIcon,
  local_hospital: LocalHospitalIcon,
  location_city: LocationCityIcon,
  map: MapIcon,
  medical_services: MedicalServicesIcon,
  menu_book: MenuBookIcon,
  newspaper: NewspaperIcon,
  people: PeopleIcon,
  person: PersonIcon,
  person_search: PersonSearchIcon,
  place: PlaceIcon,
  policy: PolicyIcon,
  price_change: PriceChangeIcon,
  privacy_tip: PrivacyTipIcon,
  reviews: ReviewsIcon,
  rule: RuleIcon,
  schedule: ScheduleIcon,
  school: SchoolIcon,
  science: ScienceIcon,
  sell: SellIcon,
  shopping_bag: ShoppingBagIcon,
  stairs: StairsIcon,
  subject: SubjectIcon,
  title: TitleIcon,
  trending_up: TrendingUpIcon,
  tune: TuneIcon,
  view_carousel: ViewCarouselIcon,
  wc: WcIcon,
  work: WorkIcon,
  workspace_premium: WorkspacePremiumIcon
}

/** The icon a catalogue names, or a folder when the name is not in the set. */
export const menuIcon = (name: string | undefined): IconComponent => (name && ICONS[name]) || FolderIcon
