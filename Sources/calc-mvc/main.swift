import CalculatorCLI
import MVC

await CalculatorCommand<MVCApp>.main()
